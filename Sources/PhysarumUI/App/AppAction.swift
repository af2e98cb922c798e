import PhysarumCore

/// Every window action: its name ("win.<name>"), its keys, and how they are bound.
enum AppAction: String, CaseIterable {
    case toggleEditor = "toggle-editor"
    case fullscreen
    case escape
    case previousPreset = "previous-preset"
    case nextPreset = "next-preset"
    case togglePause = "toggle-pause"
    case toggleChrome = "toggle-chrome"
    case library
    case undo
    case redo
    case save
    case snapshot
    case record
    case preferences
    case shortcuts
    case about
    case quit
    case nextRegion = "next-region"
    case previousRegion = "previous-region"
    case performanceOutput = "performance-output"

    /// How the keys reach the action.
    enum Binding {
        /// Application accelerators: they run before the focused widget (function keys, Ctrl+…).
        case accelerator
        /// A bubble-phase shortcut: only keys the focused widget did not use (arrows on a slider,
        /// Space on a button, Escape in an entry stay theirs).
        case unhandledKey
        /// Keys of the player (Left/Right): only while focus is on the player or nowhere. Buttons
        /// and sliders use arrows themselves (focus moves, values step), so there they never
        /// switch the preset.
        case playerKey
    }

    /// The detailed action name widgets use.
    var detailedName: String { "win." + rawValue }

    /// The keys, in gtk_accelerator_parse syntax.
    var keys: [String] {
        switch self {
        case .toggleEditor: ["F9"]
        case .fullscreen: ["F11"]
        case .escape: ["Escape"]
        case .previousPreset: ["Left"]
        case .nextPreset: ["Right"]
        case .togglePause: ["space"]
        case .toggleChrome: ["c"]
        case .library: ["<Control>l"]
        case .undo: ["<Control>z"]
        case .redo: ["<Control><Shift>z"]
        case .save: ["<Control>s"]
        case .snapshot: ["<Control>e"]
        case .record: ["<Control>r"]
        case .preferences: ["<Control>comma"]
        case .shortcuts: ["<Control>question"]
        // GNOME apps give About no key (the ☰ menu has it).
        case .about: []
        case .quit: ["<Control>q"]
        case .nextRegion: ["F6"]
        case .previousRegion: ["<Shift>F6"]
        case .performanceOutput: ["<Control><Shift>f"]
        }
    }

    var binding: Binding {
        switch self {
        // F6 before the focused widget: a GtkPaned would take it for its own pane cycling.
        case .toggleEditor, .fullscreen, .library, .shortcuts, .about, .quit, .save, .snapshot, .record,
            .preferences, .nextRegion, .previousRegion, .performanceOutput:
            .accelerator
        // Undo and redo in a text field are the field's own (GTK's text undo).
        case .previousPreset, .nextPreset: .playerKey
        case .escape, .togglePause, .toggleChrome, .undo, .redo: .unhandledKey
        }
    }

    /// What the shortcuts window says it does.
    var title: String {
        switch self {
        case .toggleEditor: tr("Show or hide the editor")
        case .fullscreen: tr("Fullscreen")
        case .escape: tr("Close the sheet or library, leave fullscreen")
        case .previousPreset: tr("Previous preset")
        case .nextPreset: tr("Next preset")
        case .togglePause: tr("Pause or resume")
        case .toggleChrome: tr("Hide or show the header and editor")
        case .library: tr("Preset library")
        case .undo: tr("Undo the last edit")
        case .redo: tr("Redo")
        case .save: tr("Save the parameters as a preset")
        case .snapshot: tr("Save a snapshot (PNG, up to 8K)")
        case .record: tr("Record a clip, or stop and save it")
        case .preferences: tr("Preferences")
        case .shortcuts: tr("Keyboard shortcuts")
        case .about: tr("About Physarum")
        case .quit: tr("Quit")
        case .nextRegion: tr("Move to the next region (header, editor sections, library, player)")
        case .previousRegion: tr("Move to the previous region")
        case .performanceOutput: tr("Show the picture on another monitor, or close it")
        }
    }

    /// The group it is listed under in the shortcuts window.
    var group: String {
        switch self {
        case .previousPreset, .nextPreset, .togglePause, .library, .snapshot, .record: tr("Player")
        case .toggleEditor, .fullscreen, .escape, .toggleChrome, .nextRegion, .previousRegion, .performanceOutput:
            tr("View")
        case .undo, .redo, .save: tr("Editor")
        case .preferences, .shortcuts, .about, .quit: tr("General")
        }
    }
}
