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

    /// Whether the gesture's current sequence is a finger on a touchscreen (a pointer's has none).
    public var isTouch: Bool {
        gtk_gesture_single_get_current_sequence(OpaquePointer(raw)) != nil
    }

    /// Where the gesture's current touch or pointer is now, in the widget's coordinates
    /// (gtk_gesture_get_point); nil when it has none (lifted, or taken by another gesture).
    public var currentPoint: (x: Double, y: Double)? {
        let gesture = OpaquePointer(raw)
        let sequence = gtk_gesture_single_get_current_sequence(gesture)
        var x = 0.0
        var y = 0.0
        guard gtk_gesture_get_point(gesture, sequence, &x, &y) != 0 else { return nil }
        return (x, y)
    }
}
