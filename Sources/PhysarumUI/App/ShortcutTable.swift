import GtkKit
import PhysarumCore

/// Keys that widgets handle themselves, not window actions (those are `AppAction`'s): listed in
/// the shortcuts window beside the actions, so it shows every key the app answers.
enum WidgetShortcut: CaseIterable {
    /// The header's ☰ menu: a primary GtkMenuButton, which GTK opens on F10.
    case mainMenu
    /// A parameter's slider: about 1/200 of its range a step (ParamDescriptor.keyboardStep).
    case sliderStep
    /// Ten steps (ParamDescriptor.pageStep).
    case sliderPage
    /// GtkRange's own keys: the range's ends.
    case sliderEnds
    /// A parameter's value field (ParamRow+ValueEntry).
    case valueCommit
    case valueCancel
    /// The library's tiles (a GtkFlowBox).
    case libraryMove
    case libraryRun

    /// The keys, in gtk_accelerator_parse syntax (several: alternatives).
    var keys: [String] {
        switch self {
        case .mainMenu: ["F10"]
        case .sliderStep: ["Left", "Right"]
        case .sliderPage: ["Page_Up", "Page_Down"]
        case .sliderEnds: ["Home", "End"]
        case .valueCommit: ["Return"]
        case .valueCancel: ["Escape"]
        case .libraryMove: ["Left", "Right", "Up", "Down"]
        case .libraryRun: ["Return"]
        }
    }

    /// What the shortcuts window says it does.
    var title: String {
        switch self {
        case .mainMenu: tr("Main menu")
        case .sliderStep: tr("Step a parameter's slider (about 1/200 of its range)")
        case .sliderPage: tr("Step a slider by ten steps")
        case .sliderEnds: tr("A slider's lowest or highest value")
        case .valueCommit: tr("Set the typed value")
        case .valueCancel: tr("Cancel typing a value")
        case .libraryMove: tr("Move between presets in the library")
        case .libraryRun: tr("Run the chosen preset")
        }
    }

    /// The group it is listed under (AppAction's groups, where it belongs to one).
    var group: String {
        switch self {
        case .mainMenu: AppAction.preferences.group
        case .sliderStep, .sliderPage, .sliderEnds, .valueCommit, .valueCancel: AppAction.undo.group
        case .libraryMove, .libraryRun: tr("Library")
        }
    }
}

/// The shortcuts window's content: every AppAction that has keys, then every WidgetShortcut and
/// every SliderKey (a focused slider's keys for its row), grouped in the order the groups first appear. A new action shows up by being in AppAction.
enum ShortcutTable {
    static var groups: [(title: String, items: [ShortcutsWindow.Item])] {
        let actions = AppAction.allCases.filter { !$0.keys.isEmpty }.map { ($0.group, $0.keys, $0.title) }
        let widgets = WidgetShortcut.allCases.map { ($0.group, $0.keys, $0.title) }
        let sliders = SliderKey.allCases.map { (AppAction.undo.group, $0.accelerators, $0.title) }
        var groups: [(title: String, items: [ShortcutsWindow.Item])] = []
        for (group, keys, title) in actions + widgets + sliders {
            let item = ShortcutsWindow.Item(accelerator: keys.joined(separator: " "), title: title)
            if let index = groups.firstIndex(where: { $0.title == group }) {
                groups[index].items.append(item)
            } else {
                groups.append((group, [item]))
            }
        }
        return groups
    }
}
