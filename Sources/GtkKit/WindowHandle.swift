import CGtk

/// GtkWindowHandle: dragging its child moves the window, double-click maximises.
@MainActor
public final class WindowHandle: Widget {
    /// gtk_window_handle_new.
    public init(child: Widget) {
        super.init(gtk_window_handle_new())
        gtk_window_handle_set_child(opaque, child.widget)
    }
}
