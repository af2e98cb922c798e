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
