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
}
