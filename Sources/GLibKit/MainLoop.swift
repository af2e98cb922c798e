internal import CGLib
import Glibc

/// The GLib main loop itself (the default context, which GTK runs): calls onto it from any thread,
/// termination signals, iterating it (tests, benchmarks) and its clock. Its sources, which their
/// owners cancel, are `MainLoopSource` and `MainLoopTimer`.
@MainActor
public enum MainLoop {
    /// Calls `handler` once, soon, on the main loop, from any thread (g_idle_add is thread-safe):
    /// how work done on a background thread reports back to the UI, and how a handler defers
    /// work until after GTK's current callback. Runs at G_PRIORITY_DEFAULT; never cancelled.
    public nonisolated static func callOnMain(_ handler: @escaping @Sendable @MainActor () -> Void) {
        g_idle_add_full(
            G_PRIORITY_DEFAULT, sourceTrampoline,
            retainedBox { _ in
                MainActor.assumeIsolated { handler() }
                return false
            }, releaseBox)
    }

    /// Calls `handler` on the main loop, instead of dying at once, when the process gets SIGTERM
    /// (a session ending, `kill`), SIGHUP (its terminal closed) or SIGINT (Ctrl+C): the app can
    /// write what it would lose, then quit. g_unix_signal_add runs it outside the signal handler.
    public static func onTerminationSignals(_ handler: @escaping @MainActor () -> Void) {
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            g_unix_signal_add_full(
                G_PRIORITY_DEFAULT, signal, sourceTrampoline,
                retainedBox { _ in
                    MainActor.assumeIsolated { handler() }
                    return true
                }, releaseBox)
        }
    }

    /// Runs one iteration of the default main context (tests, benchmarks).
    public static func iterate(blocking: Bool) {
        g_main_context_iteration(nil, blocking ? 1 : 0)
    }

    /// Iterates the main context until `condition` holds or `seconds` pass; returns the condition.
    @discardableResult
    public static func run(until condition: () -> Bool, timeout seconds: Double) -> Bool {
        let deadline = Int64(g_get_monotonic_time()) + Int64(seconds * 1_000_000)
        while !condition() && Int64(g_get_monotonic_time()) < deadline {
            g_main_context_iteration(nil, 0)
            if !condition() { g_usleep(1000) }
        }
        return condition()
    }

    /// Monotonic time in microseconds.
    public static var monotonicMicroseconds: Int64 { Int64(g_get_monotonic_time()) }

    /// The same clock in seconds.
    public static var monotonicSeconds: Double { Double(g_get_monotonic_time()) / 1_000_000 }
}
