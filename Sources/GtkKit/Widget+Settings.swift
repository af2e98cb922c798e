import CGtk

// Desktop settings (GtkSettings) as the widget's display has them.
extension Widget {
    /// Whether GTK animations are enabled for this widget's display (`gtk-enable-animations`).
    public var animationsEnabled: Bool {
        setting("gtk-enable-animations", type: FundamentalType.boolean, default: true) { g_value_get_boolean($0) != 0 }
    }

    /// The longest gap between the clicks of a double-click, in milliseconds (`gtk-double-click-time`).
    public var doubleClickMilliseconds: Int {
        setting("gtk-double-click-time", type: FundamentalType.int, default: 400) { Int(g_value_get_int($0)) }
    }

    /// Reads one GtkSettings property (g_object_get is variadic; G_TYPE_* are macros: 5 = boolean, 6 = int).
    private func setting<T>(
        _ name: String, type: GType, default fallback: T,
        _ read: (UnsafeMutablePointer<GValue>) -> T
    ) -> T {
        guard let settings = gtk_widget_get_settings(widget) else { return fallback }
        var value = GValue()
        g_value_init(&value, type)
        defer { g_value_unset(&value) }
        g_object_get_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &value)
        return read(&value)
    }
}
