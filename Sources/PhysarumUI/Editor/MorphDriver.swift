import GtkKit
import PhysarumCore

/// Drives `EditorState`'s morph with a clock: progress = elapsed / duration, then exactly the target.
@MainActor
final class MorphDriver {
    /// Milliseconds between morph steps (about the display's frame rate).
    static let stepMilliseconds: UInt32 = 16
    /// How long a morph takes, in seconds (the core's constant; tests shorten it).
    var duration = EditorState.morphDuration
    private let state: EditorState
    private var timer: MainLoopSource?
    private var started: Int64 = 0

    init(state: EditorState) { self.state = state }

    /// Whether a morph is running.
    var isRunning: Bool { timer != nil }

    /// Starts gliding to the preset `id` (a running morph is replaced).
    func start(to id: String) {
        stopTimer()
        guard state.beginMorph(to: id) else { return }
        started = MainLoop.monotonicMicroseconds
        timer = MainLoopSource.timeout(milliseconds: Self.stepMilliseconds) { [weak self] in self?.step() ?? false }
    }

    /// Stops where it is (one undo step back to before the morph).
    func cancel() {
        stopTimer()
        state.cancelMorph()
    }

    private func step() -> Bool {
        // Undo or selecting a preset ends the morph in the state: stop following it.
        guard state.morphProgress != nil else { timer = nil; return false }
        let elapsed = Double(MainLoop.monotonicMicroseconds - started) / 1_000_000
        state.updateMorph(progress: duration > 0 ? elapsed / duration : 1)
        if state.morphProgress == nil { timer = nil; return false }
        return true
    }

    /// Stops following the clock (the morph stays where it is in the state).
    func stop() { stopTimer() }

    private func stopTimer() {
        timer = nil
    }
}
