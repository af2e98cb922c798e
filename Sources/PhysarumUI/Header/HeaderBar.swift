import GtkKit
import PhysarumCore

/// The floating glass header: eyebrow, preset title (opens the library), pause, snapshot,
/// record, library, fullscreen, the remote slot, the editor toggle, the primary menu and the
/// window controls. Dragging it moves the window.
@MainActor
final class HeaderBar {
    /// The editor toggle's icon: sliders in both layouts — it shows the editor wherever the
    /// editor lives (a pane icon would be wrong for the sheet, and two icons for one control
    /// make users wonder whether it changed).
    static let editorIcon = "physarum-sliders-symbolic"
    /// The room the preset's name keeps in a regular header, in logical pixels: about ten
    /// letters ("Three Colo…"), where it had shrunk to "…" (`compactHeaderWidthBreakpoint`).
    static let minimumNameWidth = 96
    /// The room it keeps in a compact header at 360 px, the smallest window: about six letters
    /// beside pause, the editor toggle, the menu and the window controls.
    static let minimumCompactNameWidth = 60

    let root: WindowHandle
    let bar = Box(vertical: false, spacing: 4)
    let eyebrow = Label("PHYSARUM")
    let titleButton = Button()
    let tagDot = Box(vertical: false)
    let presetName = Label()
    /// What differs from the named preset: "edited", "not saved" (deleted while running); hidden otherwise.
    let presetStatus = Label()
    /// Auto-cycle's state: on, or paused while the parameters are unsaved.
    let cycleIndicator = CycleIndicator()
    /// The running preset's name and status, for the title's accessible name.
    private var spokenPreset = ""
    /// The title's accessible name as last set (GTK 4.8 has no getter).
    private(set) var titleName = ""
    let pauseButton = Button(iconName: "media-playback-pause-symbolic")
    let libraryButton = Button(iconName: "view-grid-symbolic")
    let snapshotButton = Button(iconName: "camera-photo-symbolic")
    /// Record; while recording it shows the clip's length and stops it.
    let recordButton = Button(iconName: "media-record-symbolic")
    let fullscreenButton = Button(iconName: "view-fullscreen-symbolic")
    /// The audio menu: Off, each microphone, what the desktop plays; its face shows what is
    /// open (`offerAudio`, `showListening`).
    let audioButton = MenuButton(iconName: HeaderBar.audioOffIcon)
    /// "Listen" in the primary menu: the audio menu as a submenu (compact headers drop the button).
    private let audioSection = Menu()
    private var audioOffered = false
    private var isListening = false
    static let audioOffIcon = "audio-input-microphone-symbolic"
    /// Where the remote-connect menu's button goes (`offerRemoteControl`).
    let remoteSlot = Box(vertical: false, spacing: 0)
    let editorToggle = Button(iconName: HeaderBar.editorIcon)
    /// Snapshot, record, preferences and shortcuts: the way to them without a keyboard, also
    /// in compact widths where their buttons give way.
    let primaryMenu = MenuButton(iconName: "open-menu-symbolic")
    let primaryMenuModel = Menu()
    /// Snapshot and record (or stop), first in the primary menu.
    private let captureSection = Menu()
    /// "Remote Control…" when the window has remote control: the way to the Connect menu in
    /// compact headers, which leave its button out while no session is active.
    private let remoteSection = Menu()
    /// "Show on <monitor>" for each other monitor, or "Close the Output" while it is open.
    private let outputSection = Menu()
    private let generalSection = Menu()
    private var remoteButton: Widget?
    private var remoteSessionActive = false
    private var remoteMenuOpen = false
    /// The Connect menu was opened from "Remote Control…": closing, it gives the focus back.
    private var remoteMenuFromPrimary = false
    let windowControls = WindowControls()
    private var tagClass: String?
    /// Whether the compact header shows (`setCompact`).
    private(set) var isCompact = false
    /// The running preset's status word ("edited"), nil when none.
    private var status: String?
    /// The clip's length while recording ("0:07"); nil when not recording.
    private var recordingTime: String?
    private var isRecording: Bool { recordingTime != nil }

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
        chevron.hideFromAssistiveTechnologies()  // the title button is named
        chevron.addCSSClass("chevron")
        presetStatus.addCSSClass("preset-status")
        presetStatus.isVisible = false
        title.append(tagDot)
        title.append(presetName)
        title.append(presetStatus)
        title.append(cycleIndicator.root)
        title.append(chevron)
        titleButton.setChild(title)
        titleButton.addCSSClass("title-button")
        titleButton.hasFrame = false
        titleButton.tooltip = tr(
            "{name} ({shortcut})", ["name": tr("Presets"), "shortcut": Accelerator.label("<Control>l")])
        titleButton.setActionName("win.library")
        bar.append(titleButton)

        let spacer = Box(vertical: false)
        spacer.expandHorizontally = true
        bar.append(spacer)

        audioButton.hasFrame = false
        audioButton.focusOnClick = false
        audioButton.addCSSClass("audio-button")
        audioButton.isVisible = false
        bar.append(audioButton)
        remoteSlot.addCSSClass("remote-slot")
        bar.append(remoteSlot)
        for (button, name, action) in [
            (pauseButton, tr("Pause"), AppAction.togglePause),
            (snapshotButton, tr("Save a snapshot"), .snapshot),
            (recordButton, tr("Record a clip"), .record),
            (libraryButton, tr("Preset library"), .library),
            (fullscreenButton, tr("Fullscreen"), .fullscreen),
            (editorToggle, tr("Editor"), .toggleEditor),
        ] {
            button.hasFrame = false
            button.setName(name, keysOf: action)
            button.setActionName(action.detailedName)
            button.focusOnClick = false
            bar.append(button)
        }
        titleButton.focusOnClick = false
        primaryMenu.hasFrame = false
        primaryMenu.isPrimary = true
        // F10 opens the primary menu (GTK's own key for it, not an AppAction).
        primaryMenu.setNameAndTooltip(
            tr("Main menu"), tooltip: tr("{name} ({shortcut})", ["name": tr("Main menu"), "shortcut": "F10"]),
            shortcut: "F10")
        fillCaptureSection()
        generalSection.append(tr("Fullscreen"), action: AppAction.fullscreen.detailedName)
        generalSection.append(tr("Preferences"), action: AppAction.preferences.detailedName)
        generalSection.append(tr("Keyboard Shortcuts"), action: AppAction.shortcuts.detailedName)
        generalSection.append(tr("About Physarum"), action: AppAction.about.detailedName)
        fillPrimaryMenu()
        primaryMenu.setMenuModel(primaryMenuModel)
        bar.append(primaryMenu)
        bar.append(windowControls)
    }

    /// Capture, remote control (when offered), then the general items.
    private func fillPrimaryMenu() {
        primaryMenuModel.removeAll()
        primaryMenuModel.appendSection(captureSection)
        if audioOffered { primaryMenuModel.appendSection(audioSection) }
        if remoteButton != nil { primaryMenuModel.appendSection(remoteSection) }
        primaryMenuModel.appendSection(outputSection)
        primaryMenuModel.appendSection(generalSection)
    }

    /// The performance output's items: one per monitor `offered` (none on a display with one
    /// monitor), or, while the output is open, the item that closes it.
    func showOutputs(_ offered: [OutputMonitor], isOpen: Bool) {
        outputSection.removeAll()
        if isOpen {
            outputSection.append(tr("Close the Output"), action: AppAction.performanceOutput.detailedName)
            return
        }
        for (index, monitor) in offered.enumerated() {
            // The first is Ctrl+Shift+F's, so the menu shows the key beside it.
            let action =
                index == 0
                ? AppAction.performanceOutput.detailedName : "win.\(MainWindow.showOnAction)::\(monitor.connector)"
            outputSection.append(tr("Show on {monitor}", ["monitor": monitor.name]), action: action)
        }
    }

    /// Puts the Connect menu's `button` in the remote slot and "Remote Control…" (activating
    /// `action`, which opens that menu) in the primary menu.
    func offerRemoteControl(button: Widget, action: String) {
        remoteButton = button
        remoteSlot.append(button)
        remoteSection.removeAll()
        remoteSection.append(tr("Remote Control…"), action: action)
        fillPrimaryMenu()
        fitRemoteSlot()
    }

    /// Shows the audio button with `menu` (the window's `WindowAudio.menu`), and the same menu as
    /// "Listen" in the primary menu.
    func offerAudio(menu: Menu) {
        audioOffered = true
        audioButton.setMenuModel(menu)
        audioSection.removeAll()
        audioSection.appendSubmenu(tr("Listen"), menu)
        fillPrimaryMenu()
        showListening(nil)
    }

    /// Shows what is being listened to (nil: off): the microphone or speaker icon, highlighted,
    /// and a name that says it; compact headers show the button only while listening.
    func showListening(_ input: AudioInput?) {
        isListening = input != nil
        let icon: String
        switch input?.kind {
        case .desktop?: icon = "audio-speakers-symbolic"
        case .microphone?, nil: icon = Self.audioOffIcon
        }
        audioButton.setIconName(icon)
        audioButton.setCSSClass("active", isListening)
        audioButton.setCSSClass("listening", isListening)
        audioButton.setNameAndTooltip(AudioMenuContent.buttonName(listeningTo: input))
        fitAudioButton()
    }

    private func fitAudioButton() {
        audioButton.isVisible = audioOffered && (!isCompact || isListening)
    }

    /// Whether a remote session is active and whether the Connect menu is open (or opening):
    /// compact headers show its button only then.
    func showRemote(sessionActive: Bool, menuOpen: Bool) {
        let closing = remoteMenuOpen && !menuOpen
        remoteSessionActive = sessionActive
        remoteMenuOpen = menuOpen
        fitRemoteSlot()
        guard closing else { return }
        // Its button gone, GTK would move the focus to the header's first button.
        if remoteMenuFromPrimary, !remoteSlot.isVisible { _ = primaryMenu.grabFocus() }
        remoteMenuFromPrimary = false
    }

    /// Shows the Connect button for its menu, about to open from "Remote Control…".
    func revealRemoteForMenu() {
        remoteMenuFromPrimary = true
        remoteMenuOpen = true
        fitRemoteSlot()
    }

    private func fitRemoteSlot() {
        let shows = ConnectButtonPlacement.showsInHeader(
            compact: isCompact, sessionActive: remoteSessionActive, menuOpen: remoteMenuOpen)
        remoteSlot.isVisible = shows
    }

    /// The menu's items are the window's actions, so their shortcuts show beside them.
    private func fillCaptureSection() {
        captureSection.removeAll()
        captureSection.append(tr("Save a Snapshot…"), action: AppAction.snapshot.detailedName)
        captureSection.append(
            isRecording ? tr("Stop Recording") : tr("Record a Clip"), action: AppAction.record.detailedName)
    }

    /// Compact widths drop the eyebrow, the library button (the preset title opens the library
    /// too), the capture and fullscreen buttons and, while no remote session is active, the
    /// Connect button (the primary menu has them all), so the preset's name, play/pause, the
    /// editor toggle, the menu and the window controls fit at 360 px. While recording, the stop
    /// button takes the pause button's place (Space still pauses): both do not fit.
    func setCompact(_ compact: Bool) {
        eyebrow.isVisible = !compact
        cycleIndicator.setCompact(compact)
        libraryButton.isVisible = !compact
        isCompact = compact
        fitStatus()
        fitCaptureButtons()
        fitRemoteSlot()
        fitAudioButton()
    }

    /// Shows that a clip is being recorded (the record button turns into its stop button,
    /// showing the clip's length), or that none is.
    func setRecording(_ recording: Bool) {
        recordingTime = recording ? "0:00" : nil
        recordButton.setCSSClass("recording", recording)
        fitCaptureButtons()
        fillCaptureSection()
    }

    /// The clip's length on the stop button ("0:07").
    func showRecordingTime(_ text: String) {
        guard isRecording else { return }
        recordingTime = text
        fitCaptureButtons()
    }

    /// Which buttons show, and the record button's face: the record icon, or while recording
    /// the clip's length (a stop icon in compact widths, where the length has no room; the
    /// tooltip and name still say it).
    private func fitCaptureButtons() {
        snapshotButton.isVisible = !isCompact
        recordButton.isVisible = !isCompact || isRecording
        fullscreenButton.isVisible = !isCompact
        pauseButton.isVisible = !(isCompact && isRecording)
        guard let recordingTime else {
            recordButton.setIconName("media-record-symbolic")
            return recordButton.setName(tr("Record a clip"), keysOf: .record)
        }
        if isCompact {
            recordButton.setIconName("media-playback-stop-symbolic")
        } else {
            recordButton.setLabel(recordingTime)
        }
        recordButton.setName(tr("Recording, {time}. Stop and save", ["time": recordingTime]), keysOf: .record)
    }

    /// Shows the running preset's name and tag colour, and how what runs differs from it.
    func showPreset(_ preset: Preset, status: String?) {
        presetName.text = preset.name
        self.status = status
        fitStatus()
        spokenPreset = status.map { "\(preset.name), \($0)" } ?? preset.name
        nameTitleButton()
        if let tagClass { tagDot.removeCSSClass(tagClass) }
        let name = TagStyles.cssClass(for: preset.tag)
        tagDot.addCSSClass(name)
        tagClass = name
    }

    /// Shows what auto-cycle does (`interval`: seconds between its steps).
    func showCycle(_ status: CycleStatus, interval: Double) {
        cycleIndicator.show(status, interval: interval)
        nameTitleButton()
    }

    /// The title's accessible name: the preset, how what runs differs from it, auto-cycle.
    private func nameTitleButton() {
        let cycle = cycleIndicator.spokenStatus.map { ", " + $0 } ?? ""
        titleName = tr("Preset: {preset}. Open the library", ["preset": spokenPreset + cycle])
        titleButton.setAccessibleLabel(titleName)
    }

    /// The status beside the name: its word, or in compact widths a yellow dot (the name gets the room
    /// first: at 420 px "Symbiosis" had shrunk to "Symbi…" beside "edited"); the tooltip and the
    /// title's accessible name say the word.
    private func fitStatus() {
        presetStatus.text = isCompact ? "" : status ?? ""
        presetStatus.isVisible = status != nil
        presetStatus.setCSSClass("mark", isCompact)
        presetStatus.setVerticalAlign(isCompact ? .center : .fill)
        presetStatus.tooltip = status
    }

    /// Shows whether the simulation is paused: the button offers the other state.
    func showPaused(_ paused: Bool) {
        pauseButton.setIconName(paused ? "media-playback-start-symbolic" : "media-playback-pause-symbolic")
        pauseButton.setName(paused ? tr("Play") : tr("Pause"), keysOf: .togglePause)
        pauseButton.setCSSClass("active", paused)
    }

    /// Fits the editor toggle to where the editor lives and whether it is shown.
    func showEditorState(shown: Bool) {
        editorToggle.setCSSClass("active", shown)
        editorToggle.setAccessiblePressed(shown)
        editorToggle.setName(shown ? tr("Hide the editor") : tr("Show the editor"), keysOf: .toggleEditor)
    }
}
