import CGtk

/// Keys in gtk_accelerator_parse syntax ("<Control>l"), as people and assistive technologies
/// read them.
public enum Accelerator {
    /// gtk_accelerator_get_label: "Ctrl+L", "Shift+Ctrl+Z", "F9" (GTK's own, localised words).
    public static func label(_ accelerator: String) -> String {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0,
            let label = gtk_accelerator_get_label(key, modifiers)
        else { return accelerator }
        defer { g_free(label) }
        return String(cString: label)
    }

    /// The ARIA `aria-keyshortcuts` form GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS takes:
    /// modifiers then the key, joined by "+" ("Control+L", "Control+Shift+Z", "F9").
    public static func ariaShortcut(_ accelerator: String) -> String {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0 else { return accelerator }
        var parts: [String] = []
        for (mask, name) in [(GDK_CONTROL_MASK, "Control"), (GDK_ALT_MASK, "Alt"), (GDK_SHIFT_MASK, "Shift")]
        where modifiers.rawValue & mask.rawValue != 0 {
            parts.append(name)
        }
        let upper = gdk_keyval_to_upper(key)
        parts.append(gdk_keyval_name(upper).map { String(cString: $0) } ?? accelerator)
        return parts.joined(separator: "+")
    }
}
