import GtkKit
import PhysarumCore

// The window follows the editor state: the player runs its parameters; the header and library
// show its selection; auto-cycle follows it.
extension MainWindow {
    /// The presets in library order.
    var presets: [Preset] { state.presets }
    /// The selected preset's index in `presets` (0 when none is selected).
    var currentIndex: Int { presets.firstIndex { $0.id == state.selectedID } ?? 0 }
    /// The parameters the engine runs.
    var params: PresetParams { state.params }

    func observeState() {
        stateObservation = state.addObserver { [weak self] change in self?.stateChanged(change) }
        showSelection(rebuildLibrary: true)
    }

    private func stateChanged(_ change: EditorChange) {
        // A new preset re-seeds at once; an edit of a respawn parameter waits for the burst of
        // key presses or wheel steps to settle, then re-seeds once.
        if !change.isDisjoint(with: [.params, .morph]) {
            parameterFeed.handOff(immediately: change.contains(.selection))
        }
        if !change.isDisjoint(with: [.selection, .presets, .params]) {
            showSelection(rebuildLibrary: change.contains(.presets))
        }
        // Edits pause auto-cycle and a revert or save resumes it: the status follows every change.
        if !change.isDisjoint(with: [.cycling, .params, .selection, .presets]) { autoCycle.apply() }
    }

    /// The selected preset's index in `presets`; nil when it is gone (deleted while running).
    var selectedIndex: Int? { presets.firstIndex { $0.id == state.selectedID } }

    /// The header names what runs: the selected preset — or, once deleted, the one it was — and
    /// says when the running parameters differ from it; the library marks it (none when gone).
    func showSelection(rebuildLibrary: Bool) {
        if let selected = state.selectedPreset { runningPreset = selected }
        let preset = runningPreset ?? presets[currentIndex]
        header.showPreset(preset, status: runningStatus)
        let current = selectedIndex
        if rebuildLibrary || library.chips.count != presets.count {
            // Rename and delete rebuild the tiles: focus that was in the library stays there.
            let focusWasInLibrary = library.isOpen && window.focusIsWithin(library.root)
            library.show(presets, current: current)
            if focusWasInLibrary && !window.focusIsWithin(library.root) { library.focusCurrent() }
        } else {
            library.markCurrent(current)
        }
    }

    /// "not saved" when the running preset was deleted, "edited" when the parameters differ
    /// from the preset's, nil when they are the preset's.
    var runningStatus: String? {
        if state.selectedPreset == nil { return tr("not saved") }
        return state.isModified ? tr("edited") : nil
    }

    /// Stops what runs on its own once the window is closed: every timer that would touch its
    /// widgets (the toast's hide, auto-cycle, a running morph; GTK warns about a widget of a
    /// destroyed surface), the performance output and its monitor watch, hosting and listening.
    /// The window object outlives its GTK window (the app holds it), so this cannot wait for the
    /// object to go.
    func stopTimers() {
        persistence.releaseUnsavedEdits()
        toast.cancelTimer()
        autoCycle.stop()
        output.windowUnrealized()
        parameterFeed.stop()
        editor.toolbar.morph.stop()
        remote?.shutDown()
        audio?.stop()
    }

    /// What auto-cycle does now (`CycleStatus`): paused while the parameters are unsaved (a
    /// step would replace them), and while this window, as a remote, follows a cycling host.
    var cycleStatus: CycleStatus {
        CycleStatus.of(
            isCycling: state.isCycling, hasUnsavedParameters: state.hasUnsavedParameters,
            followsHost: remote?.suspendsLocalCycling == true)
    }
}
