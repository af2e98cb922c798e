import CGtk

/// GtkRevealer: shows or hides its child with a transition.
@MainActor
public final class Revealer: Widget {
    /// The slide or fade a revealer uses.
    public enum Transition: Sendable {
        case crossfade, slideLeft, slideRight, slideUp, slideDown, none

        var gtk: GtkRevealerTransitionType {
            switch self {
            case .crossfade: GTK_REVEALER_TRANSITION_TYPE_CROSSFADE
            case .slideLeft: GTK_REVEALER_TRANSITION_TYPE_SLIDE_LEFT
            case .slideRight: GTK_REVEALER_TRANSITION_TYPE_SLIDE_RIGHT
            case .slideUp: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP
            case .slideDown: GTK_REVEALER_TRANSITION_TYPE_SLIDE_DOWN
            case .none: GTK_REVEALER_TRANSITION_TYPE_NONE
            }
        }
    }

    /// gtk_revealer_new with a transition and its duration in milliseconds.
    public init(transition: Transition, durationMilliseconds: Int = 250) {
        super.init(gtk_revealer_new())
        gtk_revealer_set_transition_type(opaque, transition.gtk)
        gtk_revealer_set_transition_duration(opaque, guint(durationMilliseconds))
    }

    /// gtk_revealer_set_child.
    public func setChild(_ child: Widget?) { gtk_revealer_set_child(opaque, child?.widget) }

    /// gtk_revealer_get/set_reveal_child.
    public var revealsChild: Bool {
        get { gtk_revealer_get_reveal_child(opaque) != 0 }
        set { gtk_revealer_set_reveal_child(opaque, newValue ? 1 : 0) }
    }

    /// gtk_revealer_get_child_revealed: true once the reveal transition has finished.
    public var isChildRevealed: Bool { gtk_revealer_get_child_revealed(opaque) != 0 }
}
