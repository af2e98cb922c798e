import CGtk

/// GtkEventControllerKey: key presses on the focused widget or its descendants.
@MainActor
public final class EventControllerKey: EventController {
    /// Gets the key name (gdk_keyval_name: "Escape", "Return"); returns true when it handled the key.
    public typealias KeyHandler = @MainActor (_ keyName: String) -> Bool

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
}
