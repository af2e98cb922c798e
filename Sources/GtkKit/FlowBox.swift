import CGtk
import CGtkShim

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

    /// "child-activated": a click, Enter or Space on a child; gets the child's index.
    public func onChildActivated(_ handler: @escaping @MainActor (_ index: Int) -> Void) {
        typealias Handler = @MainActor (Int) -> Void
        let trampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GtkFlowBoxChild>?, gpointer?) -> Void = {
            _, child, data in
            let fn = unboxed(data, as: Handler.self)
            let index = child.map { Int(gtk_flow_box_child_get_index($0)) } ?? -1
            MainActor.assumeIsolated { fn(index) }
        }
        connectSignal(
            raw, "child-activated", handler as Handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Removes every child.
    public func removeAll() {
        while let child = gtk_widget_get_first_child(widget) {
            gtk_flow_box_remove(opaque, child)
        }
    }
}

/// GtkFlowBoxChild: one cell of a FlowBox (focusable; arrows move between cells).
@MainActor
public final class FlowBoxChild: Widget {
    /// gtk_flow_box_child_new.
    public init() {
        super.init(gtk_flow_box_child_new())
    }

    /// gtk_flow_box_child_set_child.
    public func setChild(_ child: Widget?) {
        gtk_flow_box_child_set_child(pointer(GtkFlowBoxChild.self), child?.widget)
    }

    /// Emits "activate" as Enter or a click would (the FlowBox reports "child-activated").
    public func activate() { physarum_signal_emit_void(raw, "activate") }
}
