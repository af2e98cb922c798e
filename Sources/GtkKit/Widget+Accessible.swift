import CGtk

extension Widget {
    /// Sets the accessible LABEL (what a screen reader names the control).
    ///
    /// gtk_accessible_update_property is variadic (not imported): use the `_value` form.
    public func setAccessibleLabel(_ text: String) {
        setAccessibleString(GTK_ACCESSIBLE_PROPERTY_LABEL, text)
    }

    /// Sets the accessible DESCRIPTION (wins over the tooltip for assistive technologies).
    public func setAccessibleDescription(_ text: String) {
        setAccessibleString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
    }

    private func setAccessibleString(_ property: GtkAccessibleProperty, _ text: String) {
        var value = GValue()
        g_value_init(&value, GType(16 << 2)) // G_TYPE_STRING (a macro, not imported)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, text)
        var properties = [property]
        gtk_accessible_update_property_value(opaque, 1, &properties, &value)
    }
}
