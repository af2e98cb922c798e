import CGtk

/// GtkEventControllerScroll: wheel and touchpad scrolling over a widget.
@MainActor
public final class EventControllerScroll: EventController {
    /// Gets the vertical delta; returns true when it handled (consumed) the scroll.
    public typealias ScrollHandler = @MainActor (_ dy: Double) -> Bool

    /// gtk_event_controller_scroll_new for vertical scrolling.
    public init() {
        super.init(
            wrapping: UnsafeMutableRawPointer(gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)))
    }

    /// "scroll".
    public func onScroll(_ handler: @escaping ScrollHandler) {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, _, dy, data in
            let fn = unboxed(data, as: ScrollHandler.self)
            return MainActor.assumeIsolated { fn(dy) } ? 1 : 0
        }
        connectSignal(raw, "scroll", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
