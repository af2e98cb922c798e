import CGtk

/// GLib main-loop sources (timeouts, idles) with Swift closures.
///
/// Both run at G_PRIORITY_DEFAULT: at G_PRIORITY_DEFAULT_IDLE they starve while a GLArea renders
/// every frame and a frame takes longer than the frame interval (llvmpipe).
@MainActor
public enum MainLoop {
    /// Calls `handler` every `milliseconds` until it returns false. Returns the source id.
    @discardableResult
    public static func addTimeout(milliseconds: UInt32, _ handler: @escaping @MainActor () -> Bool) -> UInt32 {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, sourceTrampoline, retainedBox(handler),
            releaseBoxDestroyNotify)
    }

    /// Calls `handler` once the loop is idle, again while it returns true. Returns the source id.
    @discardableResult
    public static func addIdle(_ handler: @escaping @MainActor () -> Bool) -> UInt32 {
        g_idle_add_full(G_PRIORITY_DEFAULT, sourceTrampoline, retainedBox(handler), releaseBoxDestroyNotify)
    }

    /// Calls `handler` once at G_PRIORITY_DEFAULT_IDLE: after GTK's own idle work queued before
    /// it (e.g. accessibility registration), which a busy frame loop would otherwise starve.
    @discardableResult
    public static func addLowPriorityIdle(_ handler: @escaping @MainActor () -> Void) -> UInt32 {
        let once: @MainActor () -> Bool = {
            handler(); return false
        }
        return g_idle_add_full(G_PRIORITY_DEFAULT_IDLE, sourceTrampoline, retainedBox(once), releaseBoxDestroyNotify)
    }

    /// Calls `handler` once on the main thread from any thread (g_idle_add is thread-safe): how
    /// work done on a background thread reports back to the UI.
    public nonisolated static func callOnMain(_ handler: @escaping @Sendable @MainActor () -> Void) {
        let once: @MainActor () -> Bool = {
            handler(); return false
        }
        g_idle_add_full(G_PRIORITY_DEFAULT, sourceTrampoline, retainedBox(once), releaseBoxDestroyNotify)
    }

    /// Calls `handler` on the main loop, instead of dying at once, when the process gets SIGTERM
    /// (a session ending, `kill`), SIGHUP (its terminal closed) or SIGINT (Ctrl+C): the app can
    /// write what it would lose, then quit. g_unix_signal_add runs it outside the signal handler.
    public static func onTerminationSignals(_ handler: @escaping @MainActor () -> Void) {
        for signal in [SIGTERM, SIGHUP, SIGINT] {
            let repeating: @MainActor () -> Bool = {
                handler()
                return true
            }
            g_unix_signal_add_full(
                G_PRIORITY_DEFAULT, signal, sourceTrampoline, retainedBox(repeating), releaseBoxDestroyNotify)
        }
    }

    /// Removes a timeout or idle source that is still pending.
    public static func removeSource(_ id: UInt32) {
        g_source_remove(id)
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

    private nonisolated static let sourceTrampoline: GSourceFunc = { data in
        let fn = unboxed(data, as: (@MainActor () -> Bool).self)
        return MainActor.assumeIsolated { fn() } ? 1 : 0
    }
}
