import CGtk

/// GtkGrid: children in rows and columns.
@MainActor
public final class Grid: Widget {
    /// gtk_grid_new with spacings in logical pixels.
    public init(rowSpacing: Int = 0, columnSpacing: Int = 0) {
        super.init(gtk_grid_new())
        gtk_grid_set_row_spacing(pointer(GtkGrid.self), guint(rowSpacing))
        gtk_grid_set_column_spacing(pointer(GtkGrid.self), guint(columnSpacing))
    }

    /// gtk_grid_attach at (column, row) spanning one cell.
    public func attach(_ child: Widget, column: Int, row: Int) {
        gtk_grid_attach(pointer(GtkGrid.self), child.widget, Int32(column), Int32(row), 1, 1)
    }

    /// gtk_grid_remove (the wrapper keeps the child alive to attach it again).
    public func remove(_ child: Widget) { gtk_grid_remove(pointer(GtkGrid.self), child.widget) }

    /// Moves an attached child to (column, row).
    public func move(_ child: Widget, column: Int, row: Int) {
        remove(child)
        attach(child, column: column, row: row)
    }

    /// gtk_grid_set_column_homogeneous.
    public var hasHomogeneousColumns: Bool {
        get { gtk_grid_get_column_homogeneous(pointer(GtkGrid.self)) != 0 }
        set { gtk_grid_set_column_homogeneous(pointer(GtkGrid.self), newValue ? 1 : 0) }
    }
}
