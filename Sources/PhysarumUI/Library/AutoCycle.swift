import GtkKit
import PhysarumCore

/// Auto-cycle: steps to the next preset every interval while `CycleStatus` says its timer runs
/// (cycling on, nothing unsaved, not following a cycling host), and shows that status.
@MainActor
final class AutoCycle {
    private let state: EditorState
    private let status: () -> CycleStatus
    private let show: (CycleStatus, _ interval: Double) -> Void
    /// Seconds each preset shows.
    private(set) var interval: Double
    /// The running timer; nil while the status stops it. Released, it cancels itself.
    private(set) var timer: MainLoopSource?

    init(
        state: EditorState, interval: Double, status: @escaping () -> CycleStatus,
        show: @escaping (CycleStatus, _ interval: Double) -> Void
    ) {
        self.state = state
        self.interval = interval
        self.status = status
        self.show = show
    }

    /// Starts or stops the timer to match the status, and shows it. A running timer keeps its
    /// phase through the steps it makes; one that resumes (after a save or revert, or when
    /// cycling is turned on) waits a whole interval first.
    func apply() {
        let now = status()
        show(now, interval)
        guard now.runsTimer else {
            timer = nil
            return
        }
        guard timer == nil else { return }
        timer = MainLoopSource.timeout(milliseconds: UInt32(interval * 1000)) { [weak self] in
            guard let self, self.status().runsTimer else {
                self?.timer = nil
                return false
            }
            self.state.selectNext()
            return true
        }
    }

    /// Shows each preset `seconds` from now on; a running timer starts over with it.
    func setInterval(_ seconds: Double) {
        guard interval != seconds else { return }
        interval = seconds
        timer = nil
        apply()
    }

    /// Stops the timer for good (the window is going).
    func stop() { timer = nil }
}
