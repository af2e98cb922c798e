import CGtk

// Closures as GLib callbacks: a Swift closure that captures context cannot be a @convention(c)
// function, so every callback is a non-capturing trampoline plus a retained box passed as
// user_data. GLib owns the box from then on and releases it through the destroy/closure notify
// when the handler or source goes away, so nothing leaks and nothing is freed early.

/// Holds one Swift closure for the lifetime of a GLib handler or source.
final class CallbackBox<F> {
    let fn: F
    init(_ fn: F) { self.fn = fn }
}

/// Hands a retained box for `fn` to GLib.
func retainedBox<F>(_ fn: F) -> gpointer {
    Unmanaged.passRetained(CallbackBox(fn)).toOpaque()
}

/// The closure inside a box that GLib handed back; the box stays retained.
func unboxed<F>(_ data: gpointer?, as _: F.Type) -> F {
    Unmanaged<CallbackBox<F>>.fromOpaque(data!).takeUnretainedValue().fn
}

/// Releases a box when GLib drops a signal handler (GClosureNotify).
let releaseBoxClosureNotify: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Releases a box when GLib drops a source or tick callback (GDestroyNotify).
let releaseBoxDestroyNotify: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<AnyObject>.fromOpaque(data).release()
}

/// Connects `trampoline` with a retained box for `fn` (g_signal_connect is a C macro).
@discardableResult
func connectSignal<F>(
    _ instance: UnsafeMutableRawPointer, _ name: String, _ fn: F,
    trampoline: GCallback, after: Bool = false
) -> UInt {
    UInt(
        g_signal_connect_data(
            instance, name, trampoline, retainedBox(fn), releaseBoxClosureNotify,
            after ? G_CONNECT_AFTER : GConnectFlags(0)))
}
