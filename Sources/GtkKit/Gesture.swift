import CGtk

/// GtkGesture: an event controller that recognizes a sequence of events (a press, a touch).
@MainActor
open class Gesture: EventController {
    /// Claims the sequence (gtk_gesture_set_state CLAIMED): every other gesture on it, in this
    /// widget and the others it passes, is cancelled — e.g. a slider's or a scroller's drag under
    /// the same finger.
    public func claim() {
        gtk_gesture_set_state(OpaquePointer(raw), GTK_EVENT_SEQUENCE_CLAIMED)
    }

    /// "cancel": another gesture took the sequence (claimed it), e.g. a scroller's drag that
    /// began on this widget.
    public func onCancel(_ handler: @escaping @MainActor () -> Void) {
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        connectSignal(raw, "cancel", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
