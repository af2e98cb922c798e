import CGtk

/// GtkExpander: a label with a disclosure arrow that shows or hides its child. GTK keeps the
/// accessible state (expanded or collapsed) and the arrow's direction in step with it.
@MainActor
public final class Expander: Widget {
    /// gtk_expander_new: collapsed, labelled `label`.
    public init(label: String) {
        super.init(gtk_expander_new(label))
    }

    /// gtk_expander_set_child.
    public func setChild(_ child: Widget?) { gtk_expander_set_child(opaque, child?.widget) }

    /// gtk_expander_get/set_expanded.
    public var isExpanded: Bool {
        get { gtk_expander_get_expanded(opaque) != 0 }
        set { gtk_expander_set_expanded(opaque, newValue ? 1 : 0) }
    }

    /// gtk_expander_set_label.
    public func setLabel(_ text: String) { gtk_expander_set_label(opaque, text) }

    /// Opens or closes it as a click on its title does ("activate").
    public func activate() { _ = gtk_widget_activate(widget) }
}
