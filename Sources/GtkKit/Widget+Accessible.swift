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

    /// Sets the accessible SELECTED state (a list item that is the current one).
    public func setAccessibleSelected(_ selected: Bool) {
        var value = GValue()
        g_value_init(&value, GType(5 << 2))  // G_TYPE_BOOLEAN (a macro, not imported)
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, selected ? 1 : 0)
        var states = [GTK_ACCESSIBLE_STATE_SELECTED]
        gtk_accessible_update_state_value(opaque, 1, &states, &value)
    }

    /// Sets the accessible PRESSED state (a button that shows something on or off).
    public func setAccessiblePressed(_ pressed: Bool) {
        var value = GValue()
        g_value_init(&value, gtk_accessible_tristate_get_type())
        defer { g_value_unset(&value) }
        g_value_set_enum(&value, Int32(pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE.rawValue : GTK_ACCESSIBLE_TRISTATE_FALSE.rawValue))
        var states = [GTK_ACCESSIBLE_STATE_PRESSED]
        gtk_accessible_update_state_value(opaque, 1, &states, &value)
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
