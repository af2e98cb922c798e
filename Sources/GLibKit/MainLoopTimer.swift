/// A timer on the GLib main loop (a `MainLoopSource` timeout in seconds), for session logic that
/// needs a real clock (keep-alives, handshake deadlines). Cancelled when released.
public final class MainLoopTimer {
    private var source: MainLoopSource?

    /// Fires `action` once after `seconds`.
    public init(after seconds: Double, action: @escaping () -> Void) {
        source = MainLoopSource.timeout(milliseconds: Self.milliseconds(seconds)) {
            action()
            return false
        }
    }

    /// Fires `action` every `seconds` until cancelled.
    public init(every seconds: Double, repeating action: @escaping () -> Void) {
        source = MainLoopSource.timeout(milliseconds: Self.milliseconds(seconds)) {
            action()
            return true
        }
    }

    /// Stops it (releasing the source cancels it; so does releasing the timer).
    public func cancel() { source = nil }

    private static func milliseconds(_ seconds: Double) -> UInt32 {
        UInt32(max(0, min(seconds * 1000, Double(UInt32.max))).rounded())
    }
}
