import GtkKit
import PhysarumCore

/// The floating glass header: eyebrow, preset title (opens the library), library, fullscreen,
/// the remote slot, the editor toggle and the window controls. Dragging it moves the window.
@MainActor
final class HeaderBar {
    /// The icon of the editor toggle per presentation: a side pane, or sliders for the sheet.
    static func editorIcon(for presentation: EditorPresentation) -> String {
        presentation == .inspector ? "sidebar-show-right-symbolic" : "physarum-sliders-symbolic"
    }

    let root: WindowHandle
    let bar = Box(vertical: false, spacing: 4)
    let eyebrow = Label("PHYSARUM")
    let titleButton = Button()
    let tagDot = Box(vertical: false)
    let presetName = Label()
    let libraryButton = Button(iconName: "view-grid-symbolic")
    let snapshotButton = Button(iconName: "camera-photo-symbolic")
    /// Record; while recording it shows the clip's length and stops it.
    let recordButton = Button(iconName: "media-record-symbolic")
    let fullscreenButton = Button(iconName: "view-fullscreen-symbolic")
    /// Where the remote-connect menu goes (the remote issue fills it).
    let remoteSlot = Box(vertical: false, spacing: 0)
    let editorToggle = Button(iconName: HeaderBar.editorIcon(for: .inspector))
    let windowControls = WindowControls()
    private var tagClass: String?
    private var isCompact = false
    private var isRecording = false

    init() {
        root = WindowHandle(child: bar)
        root.setVerticalAlign(.start)
        root.setMargins(top: 8, start: 8, end: 8)
        bar.addCSSClass("glass-header")

        eyebrow.addCSSClass("eyebrow")
        bar.append(eyebrow)

        let title = Box(vertical: false, spacing: 8)
        tagDot.addCSSClass("tag-dot")
        tagDot.setVerticalAlign(.center)
        presetName.addCSSClass("preset-name")
        presetName.ellipsizesAtEnd = true
        presetName.horizontalAlignment = 0
        let chevron = Image(iconName: "pan-down-symbolic")
        chevron.addCSSClass("chevron")
        title.append(tagDot)
        title.append(presetName)
        title.append(chevron)
        titleButton.setChild(title)
        titleButton.addCSSClass("title-button")
        titleButton.hasFrame = false
        titleButton.tooltip = "Presets"
        titleButton.setActionName("win.library")
        bar.append(titleButton)

        let spacer = Box(vertical: false)
        spacer.expandHorizontally = true
        bar.append(spacer)

        remoteSlot.addCSSClass("remote-slot")
        bar.append(remoteSlot)
        for (button, tip, action) in [(snapshotButton, "Save a snapshot (Ctrl+E)", "win.snapshot"),
                                      (recordButton, "Record a clip (Ctrl+R)", "win.record"),
                                      (libraryButton, "Preset library", "win.library"),
                                      (fullscreenButton, "Fullscreen (F11)", "win.fullscreen"),
                                      (editorToggle, "Editor (F9)", "win.toggle-editor")] {
            button.hasFrame = false
            button.tooltip = tip
            button.setAccessibleLabel(tip)
            button.setActionName(action)
            button.focusOnClick = false
            bar.append(button)
        }
        titleButton.focusOnClick = false
        bar.append(windowControls)
    }

    /// Hides the eyebrow in compact widths, and the capture buttons (Ctrl+E, Ctrl+R still work):
    /// at 360 px the header has room for no more. While recording the stop button stays, in the
    /// fullscreen button's place.
    func setCompact(_ compact: Bool) {
        eyebrow.isVisible = !compact
        isCompact = compact
        fitCaptureButtons()
    }

    /// Shows that a clip is being recorded (the record button turns into its stop button).
    func setRecording(_ recording: Bool) {
        isRecording = recording
        recordButton.setCSSClass("destructive-action", recording)
        fitCaptureButtons()
    }

    private func fitCaptureButtons() {
        snapshotButton.isVisible = !isCompact
        recordButton.isVisible = !isCompact || isRecording
        fullscreenButton.isVisible = !(isCompact && isRecording)
    }

    /// Shows the running preset's name and tag colour.
    func showPreset(_ preset: Preset) {
        presetName.text = preset.name
        titleButton.setAccessibleLabel("Preset: \(preset.name). Open the library")
        if let tagClass { tagDot.removeCSSClass(tagClass) }
        let name = TagStyles.cssClass(for: preset.tag)
        tagDot.addCSSClass(name)
        tagClass = name
    }

    /// Fits the editor toggle to where the editor lives and whether it is shown.
    func showEditorState(presentation: EditorPresentation, shown: Bool) {
        editorToggle.setIconName(Self.editorIcon(for: presentation))
        editorToggle.setCSSClass("active", shown)
        let tip = shown ? "Hide the editor (F9)" : "Show the editor (F9)"
        editorToggle.tooltip = tip
        editorToggle.setAccessibleLabel(tip)
    }
}
