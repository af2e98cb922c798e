import CGtk

/// GtkEventControllerLegacy: raw events, here only pointer presses and releases. It never
/// consumes them, so the widget's own gestures still see every event.
@MainActor
public final class EventControllerLegacy: EventController {
    /// A pointer button went down (true) or up (false).
    public typealias ButtonHandler = @MainActor (_ pressed: Bool) -> Void

    /// gtk_event_controller_legacy_new.
    public init() {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_event_controller_legacy_new()))
    }

    /// "event", filtered to button and touch presses and releases.
    public func onButton(_ handler: @escaping ButtonHandler) {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, event, data in
            guard let event else { return 0 }
            let fn = unboxed(data, as: ButtonHandler.self)
            switch gdk_event_get_event_type(event) {
            case GDK_BUTTON_PRESS, GDK_TOUCH_BEGIN: MainActor.assumeIsolated { fn(true) }
            case GDK_BUTTON_RELEASE, GDK_TOUCH_END, GDK_TOUCH_CANCEL: MainActor.assumeIsolated { fn(false) }
            default: break
            }
            return 0
        }
        connectSignal(raw, "event", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
