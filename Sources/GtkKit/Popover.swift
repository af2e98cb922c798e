import CGtk

/// GtkPopover: a bubble anchored to a widget; Esc or a click outside closes it (autohide).
@MainActor
public final class Popover: Widget {
    /// gtk_popover_new.
    public init() {
        super.init(gtk_popover_new())
    }

    /// gtk_popover_set_child.
    public func setChild(_ child: Widget?) { gtk_popover_set_child(pointer(GtkPopover.self), child?.widget) }

    /// Anchors the popover to `anchor` (gtk_widget_set_parent); once, before the first popup.
    public func attach(to anchor: Widget) { gtk_widget_set_parent(widget, anchor.widget) }

    /// gtk_widget_unparent: call before the anchor goes away.
    public func detach() { gtk_widget_unparent(widget) }

    /// gtk_popover_popup.
    public func popup() { gtk_popover_popup(pointer(GtkPopover.self)) }

    /// gtk_popover_popdown; nothing when it is not open.
    public func popdown() {
        guard isVisible else { return }
        gtk_popover_popdown(pointer(GtkPopover.self))
    }

    /// gtk_popover_set_position: which side of the anchor it opens on.
    public func setPosition(_ side: Side) { gtk_popover_set_position(pointer(GtkPopover.self), side.gtk) }

    /// gtk_popover_set_autohide: close on a click outside (and grab the keyboard).
    public var autohides: Bool {
        get { gtk_popover_get_autohide(pointer(GtkPopover.self)) != 0 }
        set { gtk_popover_set_autohide(pointer(GtkPopover.self), newValue ? 1 : 0) }
    }

    /// "closed".
    public func onClosed(_ handler: @escaping @MainActor () -> Void) { onSignal("closed", handler) }

    /// A side of an anchor (GtkPositionType).
    public enum Side: Sendable {
        case top, bottom, left, right

        var gtk: GtkPositionType {
            switch self {
            case .top: GTK_POS_TOP
            case .bottom: GTK_POS_BOTTOM
            case .left: GTK_POS_LEFT
            case .right: GTK_POS_RIGHT
            }
        }
    }
}
