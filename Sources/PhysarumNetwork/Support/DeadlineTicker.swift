import GLibKit
import PhysarumCore

/// Calls a session's `tick()` when its next deadline comes (a throttled edit, a keep-alive, a
/// timeout): one timer, armed for `deadline()` or `maxDelay` from now, whichever is sooner. The
/// transports call `reschedule()` after anything that may have moved the deadline earlier (a
/// connection opened, a frame sent or received, the session saying so); an earlier timer already
/// armed stays, and after each tick the next one is armed while the session has a deadline.
/// The one place remote sessions are ticked.
final class DeadlineTicker {
    /// The longest the session goes without a tick while anything is scheduled.
    let maxDelay: Double
    private let deadline: () -> Double?
    private let tick: () -> Void
    private var timer: MainLoopTimer?
    private var due = Double.infinity

    init(maxDelay: Double, deadline: @escaping () -> Double?, tick: @escaping () -> Void) {
        self.maxDelay = maxDelay
        self.deadline = deadline
        self.tick = tick
    }

    func reschedule() {
        let now = RemoteClock.monotonic()
        let next = min(deadline() ?? .infinity, now + maxDelay)
        guard next < due - 0.0005 || timer == nil else { return }
        due = next
        // +0.5 ms: a timer a hair early would find the deadline not yet passed.
        timer = MainLoopTimer(after: max(0, next - now) + 0.0005) { [weak self] in self?.fired() }
    }

    func cancel() {
        timer?.cancel()
        timer = nil
        due = .infinity
    }

    private func fired() {
        timer = nil
        due = .infinity
        tick()
        if deadline() != nil { reschedule() }
    }
}
