import CGtk

extension Widget {
    /// Sets the accessible LABEL (what a screen reader names the control).
    ///
    /// gtk_accessible_update_property is variadic (not imported): use the `_value` form.
    ///
    /// Composite controls (drop-down, colour button) show a plain inner button to assistive
    /// technologies: it gets the same name (one control, read once: it is the outer's child).
    /// A menu button's inner button is already labelled and described by the menu button in
    /// GTK 4.8 (its name is the outer's name followed by its own label, likewise the
    /// description): a label there too would be read twice.
    public func setAccessibleLabel(_ text: String) {
        setAccessibleString(GTK_ACCESSIBLE_PROPERTY_LABEL, text)
        guard self is DropDown || self is ColorButton, let inner = gtk_widget_get_first_child(widget) else { return }
        Widget(inner).setAccessibleString(GTK_ACCESSIBLE_PROPERTY_LABEL, text)
    }

    /// Sets the accessible DESCRIPTION (wins over the tooltip for assistive technologies).
    public func setAccessibleDescription(_ text: String) {
        setAccessibleString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text)
    }

    /// Names the control and shows `tooltip` (default: the name) on hover. A tooltip saying
    /// what the name says is not read again as the description (GTK reads a tooltip as the
    /// description unless one is set).
    ///
    /// `shortcut` (gtk_accelerator_parse syntax) is the control's key: never part of the name
    /// (a screen reader says the words, not "Ctrl+L" inside them). It goes where GTK 4.8 puts
    /// keys for assistive technologies, KEY_SHORTCUTS ("Control+L"), and, since GTK 4.8's
    /// AT-SPI bridge does not pass that on, into the description ("Ctrl+L"), as a tooltip
    /// naming the key would be read.
    public func setNameAndTooltip(_ name: String, tooltip: String? = nil, shortcut: String? = nil) {
        let tip = tooltip ?? name
        self.tooltip = tip
        setAccessibleLabel(name)
        if let shortcut {
            setAccessibleDescription(Accelerator.label(shortcut))
            setAccessibleString(GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, Accelerator.ariaShortcut(shortcut))
        } else if name.localizedCaseInsensitiveContains(tip) || tip.localizedCaseInsensitiveContains(name) {
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

    /// Hides a decorative widget from assistive technologies (accessible HIDDEN state): an icon
    /// inside a control that is named already (GTK 4.8 would read it as "GtkImage").
    public func hideFromAssistiveTechnologies() {
        var value = GValue()
        g_value_init(&value, FundamentalType.boolean)
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, 1)
        var states = [GTK_ACCESSIBLE_STATE_HIDDEN]
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

    /// The accessible LABEL last set through `setAccessibleLabel`, nil if none (GTK 4.8 has no
    /// getter: GtkKit keeps what it set, for tests that read the tree in-process).
    public var accessibleLabel: String? { recordedString(GTK_ACCESSIBLE_PROPERTY_LABEL) }

    /// The accessible DESCRIPTION last set through `setAccessibleDescription`, nil if none.
    public var accessibleDescription: String? { recordedString(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION) }

    private static func recordKey(_ property: GtkAccessibleProperty) -> String {
        "gtkkit-accessible-\(property.rawValue)"
    }

    private func recordedString(_ property: GtkAccessibleProperty) -> String? {
        g_object_get_data(raw.assumingMemoryBound(to: GObject.self), Self.recordKey(property))
            .map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    private func setAccessibleString(_ property: GtkAccessibleProperty, _ text: String) {
        g_object_set_data_full(
            raw.assumingMemoryBound(to: GObject.self), Self.recordKey(property), strdup(text), { free($0) })
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, text)
        var properties = [property]
        gtk_accessible_update_property_value(opaque, 1, &properties, &value)
    }
}
