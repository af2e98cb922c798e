import GtkKit
import PhysarumCore

// The window follows the editor state: the player runs its parameters; the header and library
// show its selection; auto-cycle runs a timer while it is on.
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
        if !change.isDisjoint(with: [.params, .morph]) { applyToPlayer() }
        if !change.isDisjoint(with: [.selection, .presets]) {
            showSelection(rebuildLibrary: change.contains(.presets))
        }
        if change.contains(.cycling) { applyCycling() }
    }

    /// Hands the parameters to the player; mid-morph without the respawn ones (see
    /// `keepingRespawnParameters`), so the picture glides instead of re-seeding every step.
    private func applyToPlayer() {
        let running = player.params
        let next = state.morphProgress == nil ? state.params : state.params.keepingRespawnParameters(of: running)
        guard next != running else { return }
        player.apply(next)
    }

    private func showSelection(rebuildLibrary: Bool) {
        let preset = state.selectedPreset ?? presets[currentIndex]
        header.showPreset(preset)
        if rebuildLibrary || library.chips.count != presets.count {
            library.show(presets, current: currentIndex)
        } else {
            library.markCurrent(currentIndex)
        }
    }

    /// Stops every timer that would touch the widgets after the window is destroyed (the toast's
    /// hide, auto-cycle, a running morph): GTK warns about a widget of a destroyed surface.
    func stopTimers() {
        toast.cancelTimer()
        if let cycleTimer { MainLoop.removeSource(cycleTimer) }
        cycleTimer = nil
        editor.toolbar.morph.stop()
        remote?.shutDown()
    }

    /// Starts or stops the auto-cycle timer to match the state (paused while this window, as a
    /// remote, follows a host that cycles: the host is the clock then).
    func applyCycling() {
        library.showCycling(state.isCycling)
        if let cycleTimer { MainLoop.removeSource(cycleTimer) }
        cycleTimer = nil
        guard state.isCycling, remote?.suspendsLocalCycling != true else { return }
        cycleTimer = MainLoop.addTimeout(milliseconds: UInt32(PresetCycle.defaultInterval * 1000)) { [weak self] in
            guard let self, self.state.isCycling else { return false }
            self.state.selectNext()
            return true
        }
    }
}
