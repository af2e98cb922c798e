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
}
