import CGtk

/// GSimpleAction: what a menu item, button or accelerator activates; without a parameter, or with
/// a string one (a menu item's target: "win.show-on::HDMI-1").
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

    /// g_simple_action_new with a string parameter: `handler` gets the item's target.
    public init(name: String, stringParameter handler: @escaping @MainActor (String) -> Void) {
        self.name = name
        super.init(wrapping: UnsafeMutableRawPointer(g_simple_action_new(name, g_variant_type_checked_("s"))))
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, data in
            let fn = unboxed(data, as: (@MainActor (String) -> Void).self)
            let value = parameter.map { String(cString: g_variant_get_string($0, nil)) } ?? ""
            MainActor.assumeIsolated { fn(value) }
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

    /// g_action_activate with a string parameter.
    public func activate(_ parameter: String) { g_action_activate(OpaquePointer(raw), g_variant_new_string(parameter)) }
}
