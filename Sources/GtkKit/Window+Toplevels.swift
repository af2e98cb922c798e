import CGtk

extension Window {
    /// Every toplevel window of the process (gtk_window_get_toplevels), dialogs included.
    public static var toplevels: [Window] {
        let list = gtk_window_get_toplevels()
        var windows: [Window] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            windows.append(Window(toplevel: item.assumingMemoryBound(to: GtkWidget.self)))
            g_object_unref(item)
        }
        return windows
    }

    /// The toplevel that has the keyboard focus (gtk_window_is_active), if any.
    public static var active: Window? { toplevels.first { $0.isActive } }

    /// Whether `other` wraps the same GtkWindow.
    public func isSame(as other: Window) -> Bool { raw == other.raw }
}

extension Widget {
    /// The window the widget is in (gtk_widget_get_root; through a popover, the window the popover
    /// belongs to); nil while it is in none.
    public var rootWindow: Window? {
        guard let root = gtk_widget_get_root(widget) else { return nil }
        let instance = UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self)
        guard g_type_check_instance_is_a(instance, gtk_window_get_type()) != 0 else { return nil }
        return Window(toplevel: UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWidget.self))
    }
}
