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

    /// Builds the window with `groups` (a title and its items), transient for `parent`, and shows it.
    public static func present(groups: [(title: String, items: [Item])], transientFor parent: Window) {
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
        guard let builder = gtk_builder_new_from_string(xml, -1) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
        guard let object = gtk_builder_get_object(builder, "shortcuts") else { return }
        let window = UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWindow.self)
        parent.makeTransient(window)
        gtk_window_present(window)
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
