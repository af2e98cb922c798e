import CGtk

/// GtkFlowBox: children flow into as many columns as fit.
@MainActor
public final class FlowBox: Widget {
    /// gtk_flow_box_new with no selection (children are buttons that act on click).
    public init(columnSpacing: Int, rowSpacing: Int) {
        super.init(gtk_flow_box_new())
        gtk_flow_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
        gtk_flow_box_set_column_spacing(opaque, guint(columnSpacing))
        gtk_flow_box_set_row_spacing(opaque, guint(rowSpacing))
        gtk_flow_box_set_homogeneous(opaque, 1)
    }

    /// gtk_flow_box_set_min/max_children_per_line.
    public func setChildrenPerLine(minimum: Int, maximum: Int) {
        gtk_flow_box_set_min_children_per_line(opaque, guint(minimum))
        gtk_flow_box_set_max_children_per_line(opaque, guint(maximum))
    }

    /// gtk_flow_box_append.
    public func append(_ child: Widget) { gtk_flow_box_append(opaque, child.widget) }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widget) {
            gtk_flow_box_remove(opaque, child)
        }
    }
}
