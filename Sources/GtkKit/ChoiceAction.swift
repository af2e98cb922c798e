import CGtk

/// A stateful GSimpleAction with a string parameter and state: the action behind a group of
/// radio items in a menu (each item's target is one choice; GTK shows which one the state is).
@MainActor
public final class ChoiceAction: Object {
    /// The name without its "win."/"app." prefix.
    public let name: String

    /// Runs with the chosen target when the action is activated (a click on an item).
    public var onActivate: ((String) -> Void)?

    /// g_simple_action_new_stateful with type "s", starting at `state`.
    public init(name: String, state: String) {
        self.name = name
        let type = g_variant_type_new("s")
        defer { g_variant_type_free(type) }
        super.init(
            wrapping: UnsafeMutableRawPointer(g_simple_action_new_stateful(name, type, g_variant_new_string(state))))
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> Void = { _, parameter, data in
            let fn = unboxed(data, as: (@MainActor (String) -> Void).self)
            let choice = parameter.map { String(cString: g_variant_get_string($0, nil)) } ?? ""
            MainActor.assumeIsolated { fn(choice) }
        }
        let handler: @MainActor (String) -> Void = { [weak self] choice in self?.onActivate?(choice) }
        connectSignal(raw, "activate", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// The chosen target (g_action_get_state / g_simple_action_set_state).
    public var state: String {
        get {
            guard let value = g_action_get_state(OpaquePointer(raw)) else { return "" }
            defer { g_variant_unref(value) }
            return String(cString: g_variant_get_string(value, nil))
        }
        set { g_simple_action_set_state(OpaquePointer(raw), g_variant_new_string(newValue)) }
    }

    /// g_simple_action_set_enabled.
    public var isEnabled: Bool {
        get { g_action_get_enabled(OpaquePointer(raw)) != 0 }
        set { g_simple_action_set_enabled(OpaquePointer(raw), newValue ? 1 : 0) }
    }

    /// g_action_activate with `choice` (what a click on its item does).
    public func activate(_ choice: String) { g_action_activate(OpaquePointer(raw), g_variant_new_string(choice)) }
}

extension Menu {
    /// An item that activates `action` ("win.name") with the string `target`: a radio item when
    /// the action is a `ChoiceAction`.
    public func append(_ label: String, action: String, target: String) {
        let item = g_menu_item_new(label, nil)
        g_menu_item_set_action_and_target_value(item, action, g_variant_new_string(target))
        g_menu_append_item(opaque, item)
        g_object_unref(UnsafeMutableRawPointer(item))
    }

    /// g_menu_append_submenu: an item that opens `submenu`.
    public func appendSubmenu(_ label: String, _ submenu: Menu) {
        g_menu_append_submenu(opaque, label, UnsafeMutablePointer<GMenuModel>(submenu.opaque))
    }
}
