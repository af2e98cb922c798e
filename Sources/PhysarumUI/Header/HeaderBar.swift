import GtkKit
import PhysarumCore

/// The floating glass header: eyebrow, preset title (opens the library), library, fullscreen,
/// the remote slot, the editor toggle and the window controls. Dragging it moves the window.
@MainActor
final class HeaderBar {
    /// The editor toggle's icon: sliders in both layouts — it shows the editor wherever the
    /// editor lives (a pane icon would be wrong for the sheet, and two icons for one control
    /// make users wonder whether it changed).
    static let editorIcon = "physarum-sliders-symbolic"

    let root: WindowHandle
    let bar = Box(vertical: false, spacing: 4)
    let eyebrow = Label("PHYSARUM")
    let titleButton = Button()
    let tagDot = Box(vertical: false)
    let presetName = Label()
    /// What differs from the named preset: "edited", "not saved" (deleted while running); hidden otherwise.
    let presetStatus = Label()
    let pauseButton = Button(iconName: "media-playback-pause-symbolic")
    let libraryButton = Button(iconName: "view-grid-symbolic")
    let fullscreenButton = Button(iconName: "view-fullscreen-symbolic")
    /// Where the remote-connect menu goes (the remote issue fills it).
    let remoteSlot = Box(vertical: false, spacing: 0)
    let editorToggle = Button(iconName: HeaderBar.editorIcon)
    let windowControls = WindowControls()
    private var tagClass: String?

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
        presetStatus.addCSSClass("preset-status")
        presetStatus.isVisible = false
        title.append(tagDot)
        title.append(presetName)
        title.append(presetStatus)
        title.append(chevron)
        titleButton.setChild(title)
        titleButton.addCSSClass("title-button")
        titleButton.hasFrame = false
        titleButton.tooltip = "Presets (Ctrl+L)"
        titleButton.setActionName("win.library")
        bar.append(titleButton)

        let spacer = Box(vertical: false)
        spacer.expandHorizontally = true
        bar.append(spacer)

        remoteSlot.addCSSClass("remote-slot")
        bar.append(remoteSlot)
        for (button, tip, action) in [
            (pauseButton, "Pause (Space)", "win.toggle-pause"),
            (libraryButton, "Preset library (Ctrl+L)", "win.library"),
            (fullscreenButton, "Fullscreen (F11)", "win.fullscreen"),
            (editorToggle, "Editor (F9)", "win.toggle-editor"),
        ] {
            button.hasFrame = false
            button.setNameAndTooltip(tip)
            button.setActionName(action)
            button.focusOnClick = false
            bar.append(button)
        }
        titleButton.focusOnClick = false
        bar.append(windowControls)
    }

    /// Compact widths drop the eyebrow and the library button (the preset title opens the
    /// library too), so play/pause, fullscreen, the editor toggle and the window controls fit.
    func setCompact(_ compact: Bool) {
        eyebrow.isVisible = !compact
        libraryButton.isVisible = !compact
    }

    /// Shows the running preset's name and tag colour, and how what runs differs from it.
    func showPreset(_ preset: Preset, status: String?) {
        presetName.text = preset.name
        presetStatus.text = status ?? ""
        presetStatus.isVisible = status != nil
        let described = status.map { "\(preset.name), \($0)" } ?? preset.name
        titleButton.setAccessibleLabel("Preset: \(described). Open the library")
        if let tagClass { tagDot.removeCSSClass(tagClass) }
        let name = TagStyles.cssClass(for: preset.tag)
        tagDot.addCSSClass(name)
        tagClass = name
    }

    /// Shows whether the simulation is paused: the button offers the other state.
    func showPaused(_ paused: Bool) {
        pauseButton.setIconName(paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic")
        let tip = paused ? "Play (Space)" : "Pause (Space)"
        pauseButton.setNameAndTooltip(tip)
        pauseButton.setCSSClass("active", paused)
    }

    /// Fits the editor toggle to where the editor lives and whether it is shown.
    func showEditorState(shown: Bool) {
        editorToggle.setCSSClass("active", shown)
        editorToggle.setAccessiblePressed(shown)
        let tip = shown ? "Hide the editor (F9)" : "Show the editor (F9)"
        editorToggle.setNameAndTooltip(tip)
    }
}
