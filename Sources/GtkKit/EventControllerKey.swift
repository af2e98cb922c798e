import CGtk

/// GtkEventControllerKey: key presses on the focused widget or its descendants.
@MainActor
public final class EventControllerKey: EventController {
    /// Gets the key name (gdk_keyval_name: "Escape", "Return"); returns true when it handled the key.
    public typealias KeyHandler = @MainActor (_ keyName: String) -> Bool
    /// Gets the key name and whether Control and Shift were held; returns true when it handled the key.
    public typealias ChordHandler = @MainActor (_ keyName: String, _ control: Bool, _ shift: Bool) -> Bool

    /// gtk_event_controller_key_new.
    public init() {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_event_controller_key_new()))
    }

    /// "key-pressed".
    public func onKeyPressed(_ handler: @escaping KeyHandler) {
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, _, data in
            let fn = unboxed(data, as: KeyHandler.self)
            let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? ""
            return MainActor.assumeIsolated { fn(name) } ? 1 : 0
        }
        connectSignal(raw, "key-pressed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// "key-pressed", with the Control and Shift modifiers (Ctrl+Z: "z", true, false).
    public func onChordPressed(_ handler: @escaping ChordHandler) {
        let trampoline: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = {
            _, keyval, _, state, data in
            let fn = unboxed(data, as: ChordHandler.self)
            let name = gdk_keyval_name(gdk_keyval_to_lower(keyval)).map { String(cString: $0) } ?? ""
            let control = state.rawValue & GDK_CONTROL_MASK.rawValue != 0
            let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            return MainActor.assumeIsolated { fn(name, control, shift) } ? 1 : 0
        }
        connectSignal(raw, "key-pressed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
