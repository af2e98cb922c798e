import Foundation
import GtkKit
import PhysarumCore

/// The one window: the player full-bleed, the floating header, the editor in a side pane or a
/// bottom sheet, the library. This file only assembles; behaviour lives in the controllers it
/// holds (capture, library, preset files, the parameter feed) and in the +Concern files.
@MainActor
public final class MainWindow {
    let application: Application
    let window: Window
    let overlay = Overlay()
    let player: PlayerView
    let header = HeaderBar()
    let editor: EditorView
    let sidePane = SidePane()
    let sheet = BottomSheet()
    let library = LibraryPanel()
    let presenter: EditorPresenter
    /// settings.json and the unsaved edits: what the window keeps between runs.
    let persistence: WindowPersistence
    /// The open preferences dialog.
    var preferences: Preferences?
    /// Clips and snapshots of the picture.
    let capture: CaptureController
    private var sizeWatcher: SizeBin?
    /// Actions stay alive with the window (GTK holds them too; this keeps the Swift side).
    var actions: [SimpleAction] = []

    /// The model: presets, selection, edited parameters, undo, locks, cycling, morph.
    let state: EditorState
    /// Where user presets live; nil when the window only shows the presets it was given.
    private let presetLibrary: PresetLibrary?
    let toast = Toast()
    /// The first-start hint on the player (shown once).
    let startHint = StartHint()
    var stateObservation: EditorObservation?
    /// Saving, renaming, deleting and picking presets (lazy: it calls back into the window).
    private(set) lazy var libraryController = LibraryController(
        panel: library, savePanel: editor.toolbar.savePanel, state: state, presetLibrary: presetLibrary, toast: toast,
        runningPreset: { [weak self] in self?.runningPreset },
        setLibraryOpen: { [weak self] open in self?.setLibraryOpen(open) },
        showPreset: { [weak self] index in self?.showPreset(at: index) })
    /// Preset files opened, dropped, imported and exported (lazy: it calls back into the window).
    private(set) lazy var presetFiles = PresetFilesController(
        panel: library, player: player.root, state: state, presetLibrary: presetLibrary, toast: toast, window: window,
        openLibrary: { [weak self] in self?.setLibraryOpen(true) })
    /// The preset the header names: the selection, or the last one selected once it is deleted.
    var runningPreset: Preset?
    /// The library was opened over the editor sheet, which closed for it: it comes back after.
    var sheetClosedForLibrary = false
    /// Where keyboard focus was before Ctrl+L moved it into the library (Esc returns it there).
    var focusBeforeLibrary: Widget?
    /// "Paused" over the player while the simulation is paused.
    let pausedBadge = Label(tr("Paused"))
    /// The performance output on another monitor (lazy: it needs the finished window).
    private(set) lazy var output = PerformanceOutput(
        application: application, window: window, player: player, header: header, toast: toast
    ) { [unowned self] shortcut in performOutputKey(shortcut) }
    /// The action "Show on <monitor>" items activate, with the monitor's connector.
    static let showOnAction = "show-on"
    /// Auto-cycle's timer and status (lazy: it reads the window's remote through `cycleStatus`).
    private(set) lazy var autoCycle = AutoCycle(
        state: state, interval: persistence.settings.cycleInterval, status: { [unowned self] in cycleStatus }
    ) { [unowned self] status, interval in
        library.showCycling(state.isCycling)
        header.showCycle(status, interval: interval)
    }
    let parameterFeed: PlayerParameterFeed
    /// Remote control (the Connect menu, hosting); nil when the window was opened without it.
    var remote: WindowRemote?
    /// Listening (the audio menu); nil when the window was opened without a listener.
    var audio: WindowAudio?
    /// Fullscreen and the chrome over the picture.
    let chrome: FullscreenChrome
    var isFullscreen: Bool { chrome.isFullscreen }
    /// The content size last laid out for, in logical pixels.
    private(set) var contentSize = (width: 0, height: 0)
    private var pendingSize: (width: Int, height: Int)?

    public init(application: Application, configuration: WindowConfiguration) {
        AppStyle.install()
        self.application = application
        let persistence = WindowPersistence(settingsURL: configuration.settingsURL)
        self.persistence = persistence
        let settings = persistence.settings
        presetLibrary = configuration.library
        let given = configuration.library?.all ?? configuration.presets
        let presets = given.isEmpty ? [FallbackPreset.preset] : given
        let state = EditorState(presets: presets, selectedID: configuration.startPresetID ?? settings.lastPresetID)
        self.state = state

        window = Window(application: application)
        window.title = "Physarum"
        window.addCSSClass("physarum")
        window.hideSystemTitleBar()
        if let renderer = configuration.thumbnailRenderer {
            library.thumbnails = PresetThumbnails(renderer: renderer, directory: configuration.thumbnailDirectory)
        }
        player = PlayerView(params: state.params, engine: configuration.makeEngine())
        player.root.addCSSClass("player")
        parameterFeed = PlayerParameterFeed(player: player) { (state.params, state.morphProgress != nil) }
        editor = EditorView(state: state)
        presenter = EditorPresenter(editor: editor, sidePane: sidePane, sheet: sheet)
        presenter.placement = settings.editorPlacement
        chrome = FullscreenChrome(window: window, header: header, presenter: presenter)
        capture = CaptureController(
            player: player, header: header, toast: toast, window: window, makeClipWriter: configuration.makeClipWriter,
            presetName: { state.selectedPreset?.name })
        // The very first start shows the picture, not 45 sliders: the editor starts hidden and
        // the start hint says F9 opens it. Later starts open it as before (beside the player
        // where there is room), so someone who uses it is not made to ask for it every time.
        if persistence.isFirstStart { presenter.startsWithEditorHidden = true }

        // What the start says in a toast (restored edits, a settings problem) waits for the picture.
        toast.waitForPicture()
        player.onFirstShown = { [weak self] in self?.toast.pictureShown() }
        assemble()
        connect()
        installActions()
        observeState()
        if let options = configuration.remote { setUpRemote(options) }
        if let makeListener = configuration.makeAudioListener { setUpAudio(makeListener()) }
        applySize(configuration)
        if configuration.fullscreen { chrome.setFullscreen(true) }
        setUpStartHint(hosting: configuration.remote?.hostOnStart != nil)
        if settings.autoCycle { state.setCycling(true) }
        if let notice = persistence.notice {
            Log.error(notice)
            toast.show(notice, isError: true)
        }
        keepUnsavedEdits(configuration)
        presetFiles.open(configuration.openFiles)
    }

    /// Shows the window.
    public func present() {
        window.present()
        focusPlayer()
    }

    /// Gives the keys to the player: Space, arrows and C reach the window's actions.
    ///
    /// The player holds the focus without being focusable: it is focusable just long enough to
    /// take the focus. So arrow keys and Tab from the editor never move onto it (an arrow on a
    /// lock would otherwise land there and the next one switch the preset), while the window
    /// still has a focus widget (GTK 4.8 warns when an autohide popover opens with none).
    func focusPlayer() {
        player.glArea.isFocusable = true
        player.glArea.grabFocus()
        player.glArea.isFocusable = false
    }

    /// Whether the keys are the player's (see `focusPlayer`).
    var playerHasKeys: Bool { window.focusIsNone || window.focusIs(player.glArea) }

    /// Called once after the first frame is rendered (benchmarks).
    public var onFirstFrame: (() -> Void)? {
        get { player.onFirstFrame }
        set { player.onFirstFrame = newValue }
    }

    /// What the window shows around and over the picture, each drawn from a kept layer.
    var chromeLayers: [Widget] {
        [
            sidePane.root, header.root, pausedBadge, startHint.root, library.root, sheet.root, toast.root,
            chrome.exitButton,
        ]
    }

    private func assemble() {
        let row = Box(vertical: false, spacing: 0)
        player.root.expandHorizontally = true
        row.append(player.root)
        row.append(sidePane.root)
        overlay.setChild(row)
        overlay.addOverlay(header.root)
        pausedBadge.addCSSClass("paused-badge")
        pausedBadge.setHorizontalAlign(.start)
        pausedBadge.setVerticalAlign(.start)
        pausedBadge.setMargins(top: Int(sheetHeaderClearance) + 4, start: 16)
        pausedBadge.canTarget = false
        pausedBadge.isVisible = false
        overlay.addOverlay(pausedBadge)
        overlay.addOverlay(startHint.root)
        library.attach(to: overlay)
        sheet.attach(to: overlay)
        toast.attach(to: overlay)

        overlay.addOverlay(chrome.exitButton)

        // The chrome around the picture is drawn from kept layers (AppStyle.cachedLayerClass).
        for chrome in chromeLayers { chrome.addCSSClass(AppStyle.cachedLayerClass) }

        let watcher = SizeBin(child: overlay) { [weak self] width, height in self?.sizeAllocated(width, height) }
        sizeWatcher = watcher
        window.setChild(watcher)
    }

    private func connect() {
        persistence.current = { [weak self] settings in self?.describe(into: &settings) }
        chrome.onChromeHidden = { [weak self] in self?.setLibraryOpen(false) }
        chrome.onFullscreenChanged = { [weak self] in self?.focusPlayer() }
        // The player takes no focus by Tab or arrows (see focusPlayer); a click gives it the keys.
        player.glArea.isFocusable = false
        let playerClicks = GestureClick()
        playerClicks.onPressed { [weak self] _, _, _ in self?.focusPlayer() }
        player.root.addController(playerClicks)
        presenter.onChange = { [weak self] in self?.presentationChanged() }
        player.onCoverageChange = { [weak self] covers in
            self?.window.setCSSClass(AppStyle.pictureCoversClass, covers)
        }
        libraryController.connect()
        presetFiles.connect()
        window.onSignal("realize", after: true) { [weak self] in
            guard let self else { return }
            self.window.onSurfaceStateChanged { [weak self] in
                guard let self else { return }
                self.player.isSuspended = self.window.isMinimized
            }
            self.output.windowRealized()
        }
        // Not at "destroy": GTK emits it only when the last reference goes, and the app holds one;
        // a window is unrealized when it is destroyed (closed), and only then.
        window.onSignal("unrealize") { [weak self] in
            self?.stopTimers()
            self?.preferences?.dialog.window.destroy()
        }
        window.onCloseRequest { [weak self] in
            self?.prepareToClose()
            return false
        }
    }

    /// Size allocation reports a new size: lay out from an idle callback, never inside allocation.
    private func sizeAllocated(_ width: Int, _ height: Int) {
        // Before the children take the new size: the editor's place as the user saw it.
        presenter.sizeWillChange()
        let scheduled = pendingSize != nil
        pendingSize = (width, height)
        guard !scheduled else { return }
        MainLoop.callOnMain { [weak self] in
            guard let self, let size = self.pendingSize else { return }
            self.pendingSize = nil
            self.layOut(width: size.width, height: size.height)
        }
    }

    /// Applies a content size: the presenter's mode and the header's compactness.
    func layOut(width: Int, height: Int) {
        contentSize = (width, height)
        header.setCompact(headerIsCompact(width: Double(width)))
        library.fitColumns(windowWidth: width)
        presenter.contentSizeChanged(width: width, height: height)
    }

    private func presentationChanged() {
        guard presenter.presentation != nil else { return }
        header.showEditorState(shown: presenter.showEditor)
    }
}
