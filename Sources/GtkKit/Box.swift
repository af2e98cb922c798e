import CGtk

/// GtkBox: children in a row or a column.
@MainActor
public final class Box: Widget {
    /// gtk_box_new.
    public init(vertical: Bool, spacing: Int = 0) {
        super.init(gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, Int32(spacing)))
    }

    private var box: UnsafeMutablePointer<GtkBox> { pointer() }

    /// gtk_box_append.
    public func append(_ child: Widget) { gtk_box_append(box, child.widget) }

    /// gtk_box_prepend.
    public func prepend(_ child: Widget) { gtk_box_prepend(box, child.widget) }

    /// gtk_box_remove.
    public func remove(_ child: Widget) { gtk_box_remove(box, child.widget) }

    /// gtk_box_set_homogeneous.
    public var isHomogeneous: Bool {
        get { gtk_box_get_homogeneous(box) != 0 }
        set { gtk_box_set_homogeneous(box, newValue ? 1 : 0) }
    }
}
