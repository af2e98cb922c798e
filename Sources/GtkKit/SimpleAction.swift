import CGtk

/// GSimpleAction without a parameter: what a menu item, button or accelerator activates.
@MainActor
public final class SimpleAction: Object {
    /// The name without its "win."/"app." prefix.
    public let name: String

    /// g_simple_action_new.
    public init(name: String, _ handler: @escaping @MainActor () -> Void) {
        self.name = name
        super.init(wrapping: UnsafeMutableRawPointer(g_simple_action_new(name, nil)))
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        connectSignal(raw, "activate", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// g_simple_action_set_enabled.
    public var isEnabled: Bool {
        get { g_action_get_enabled(OpaquePointer(raw)) != 0 }
        set { g_simple_action_set_enabled(OpaquePointer(raw), newValue ? 1 : 0) }
    }

    /// g_action_activate.
    public func activate() { g_action_activate(OpaquePointer(raw), nil) }
}
