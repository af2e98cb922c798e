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

    /// How a key's cap reads: `label`'s words ("Page Up", German "Bild auf"), but arrows for the
    /// arrow keys (GTK says "Left", "Links") and "Esc" for Escape (GTK says "Escape" in English
    /// and "Esc" in German).
    public static func keycap(_ accelerator: String) -> String {
        var key: guint = 0
        var modifiers = GdkModifierType(rawValue: 0)
        guard gtk_accelerator_parse(accelerator, &key, &modifiers) != 0, key != 0 else { return accelerator }
        let caps: [guint: String] = [
            guint(GDK_KEY_Left): "←", guint(GDK_KEY_Right): "→", guint(GDK_KEY_Up): "↑", guint(GDK_KEY_Down): "↓",
        ]
        let escape = key == guint(GDK_KEY_Escape) && label("Escape") == "Escape" ? "Esc" : nil
        guard let cap = caps[key] ?? escape else { return label(accelerator) }
        guard modifiers.rawValue != 0, let withA = gtk_accelerator_get_label(guint(GDK_KEY_a), modifiers) else {
            return cap
        }
        defer { g_free(withA) }
        // The modifiers as GTK words them ("Ctrl+", "Strg+"): the label of the same chord on A, less the A.
        return String(String(cString: withA).dropLast()) + cap
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
