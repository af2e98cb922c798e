import CGtk

/// GtkEventController: the base of gestures, key and shortcut controllers.
@MainActor
open class EventController: Object {
    /// When the controller sees events: before (capture) or after (bubble) the target widget.
    public enum Phase: Sendable {
        case capture, bubble

        var gtk: GtkPropagationPhase { self == .capture ? GTK_PHASE_CAPTURE : GTK_PHASE_BUBBLE }
    }

    /// gtk_event_controller_set_propagation_phase.
    public func setPhase(_ phase: Phase) {
        gtk_event_controller_set_propagation_phase(opaque, phase.gtk)
    }

    /// The time stamp of the event being handled, in seconds (gtk_event_controller_get_current_
    /// event_time: when the device reported it, not when the app got to it); nil outside the
    /// handling of a real event (a signal emitted by hand).
    public var currentEventSeconds: Double? {
        let milliseconds = gtk_event_controller_get_current_event_time(opaque)
        return milliseconds == 0 ? nil : Double(milliseconds) / 1000
    }
}
