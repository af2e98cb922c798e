import CGtk

extension Widget {
    /// Sets the accessible LABEL (what a screen reader names the control).
    ///
    /// gtk_accessible_update_property is variadic (not imported): use the `_value` form.
    ///
    /// Composite controls (menu button, drop-down, colour button) show a plain inner button to
    /// assistive technologies: it gets the same name (one control, read once: it is the
    /// outer's child).
    public func setAccessibleLabel(_ text: String) {
        setAccessibleString(GTK_ACCESSIBLE_PROPERTY_LABEL, text)
        guard self is MenuButton || self is DropDown || self is ColorButton,
            let inner = gtk_widget_get_first_child(widget)
        else { return }
        Widget(inner).setAccessibleString(GTK_ACCESSIBLE_PROPERTY_LABEL, text)
    }

    /// Sets the accessible DESCRIPTION (wins over the tooltip for assistive technologies).
    public func setAccessibleDescription(_ text: String) {
        setAccessibleString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
    }

    /// Names the control and shows `tooltip` (default: the name) on hover. A tooltip saying
    /// what the name says is not read again as the description (GTK reads a tooltip as the
    /// description unless one is set).
    public func setNameAndTooltip(_ name: String, tooltip: String? = nil) {
        let tip = tooltip ?? name
        self.tooltip = tip
        setAccessibleLabel(name)
        if name.localizedCaseInsensitiveContains(tip) || tip.localizedCaseInsensitiveContains(name) {
            setAccessibleDescription("")
        }
    }

    /// Sets the accessible SELECTED state (a list item that is the current one).
    public func setAccessibleSelected(_ selected: Bool) {
        var value = GValue()
        g_value_init(&value, FundamentalType.int)  // GTK reads "boolean or undefined" as an int
        defer { g_value_unset(&value) }
        g_value_set_int(&value, selected ? 1 : 0)
        var states = [GTK_ACCESSIBLE_STATE_SELECTED]
        gtk_accessible_update_state_value(opaque, 1, &states, &value)
    }

    /// Sets the accessible PRESSED state (a button that shows something on or off).
    public func setAccessiblePressed(_ pressed: Bool) {
        var value = GValue()
        g_value_init(&value, FundamentalType.int)  // GTK reads a tristate as an int
        defer { g_value_unset(&value) }
        g_value_set_int(
            &value, Int32(pressed ? GTK_ACCESSIBLE_TRISTATE_TRUE.rawValue : GTK_ACCESSIBLE_TRISTATE_FALSE.rawValue))
        var states = [GTK_ACCESSIBLE_STATE_PRESSED]
        gtk_accessible_update_state_value(opaque, 1, &states, &value)
    }

    private func setAccessibleString(_ property: GtkAccessibleProperty, _ text: String) {
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, text)
        var properties = [property]
        gtk_accessible_update_property_value(opaque, 1, &properties, &value)
    }
}
