import CGtk

/// GtkShortcutsWindow built from a description (GTK 4.8 has no API to add sections from code,
/// so the window is built through GtkBuilder from generated UI XML).
@MainActor
public enum ShortcutsWindow {
    /// One shortcut: its accelerator (gtk_accelerator_parse syntax) and what it does.
    public struct Item: Sendable {
        public let accelerator: String
        public let title: String
        public init(accelerator: String, title: String) {
            self.accelerator = accelerator
            self.title = title
        }
    }

    /// Builds the window with `groups` (a title and its items), transient for `parent`, and shows
    /// it; returns it (GTK keeps it until it closes, with Esc or its close button).
    @discardableResult
    public static func present(groups: [(title: String, items: [Item])], transientFor parent: Window) -> Window? {
        var xml =
            "<interface><object class=\"GtkShortcutsWindow\" id=\"shortcuts\"><property name=\"modal\">1</property>"
        xml += "<child><object class=\"GtkShortcutsSection\"><property name=\"section-name\">main</property>"
        for group in groups {
            xml +=
                "<child><object class=\"GtkShortcutsGroup\"><property name=\"title\">\(escape(group.title))</property>"
            for item in group.items {
                xml += "<child><object class=\"GtkShortcutsShortcut\">"
                xml += "<property name=\"accelerator\">\(escape(item.accelerator))</property>"
                xml += "<property name=\"title\">\(escape(item.title))</property></object></child>"
            }
            xml += "</object></child>"
        }
        xml += "</object></child></object></interface>"
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return nil }
        let window = Window(toplevel: UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self))
        window.transient(for: parent)
        window.present()
        return window
    }

    /// The accelerators a shortcuts window shows, read back from its GtkShortcutsShortcut widgets
    /// (what the user sees, not what it was built from).
    public static func accelerators(in window: Window) -> [String] {
        var found: [String] = []
        collectAccelerators(window.widget, into: &found)
        return found
    }

    private static func collectAccelerators(_ widget: UnsafeMutablePointer<GtkWidget>, into found: inout [String]) {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        if g_type_check_instance_is_a(instance, gtk_shortcuts_shortcut_get_type()) != 0 {
            var value = GValue()
            g_value_init(&value, FundamentalType.string)
            defer { g_value_unset(&value) }
            g_object_get_property(
                UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self), "accelerator", &value)
            if let text = g_value_get_string(&value) { found.append(String(cString: text)) }
        }
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectAccelerators(current, into: &found)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
