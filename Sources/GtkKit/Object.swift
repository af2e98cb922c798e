import CGtk

/// A strong Swift reference to a GObject: sinks a floating reference on wrap, unrefs on deinit.
@MainActor
open class Object {
    /// The wrapped instance.
    public let raw: UnsafeMutableRawPointer

    /// Wraps `raw`, taking a reference (and sinking a floating one).
    public init(wrapping raw: UnsafeMutableRawPointer) {
        self.raw = raw
        g_object_ref_sink(raw)
    }

    isolated deinit {
        g_object_unref(raw)
    }

    /// `raw` typed as `T` (GTK's cast macros are not imported).
    public func pointer<T>(_: T.Type = T.self) -> UnsafeMutablePointer<T> {
        raw.assumingMemoryBound(to: T.self)
    }

    /// `raw` as an opaque pointer, for GTK's final types.
    public var opaque: OpaquePointer { OpaquePointer(raw) }

    /// Runs `handler` with the sender for any `void (*)(GObject*, gpointer)` signal.
    @discardableResult
    public func onSignal(_ name: String, after: Bool = false, _ handler: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        return connectSignal(
            raw, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self), after: after)
    }

    /// Runs `handler` when property `property` changes ("notify::property").
    @discardableResult
    public func onNotify(_ property: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        return connectSignal(
            raw, "notify::" + property, handler,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Disconnects a handler returned by one of the `on…` methods.
    public func disconnect(_ handlerID: UInt) {
        g_signal_handler_disconnect(raw, gulong(handlerID))
    }
}
