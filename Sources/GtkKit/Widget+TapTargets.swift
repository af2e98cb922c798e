import CGtk

extension Widget {
    /// Every control under this widget that a tap acts on and that can be hit now (mapped and
    /// targetable): buttons of every kind (toggle buttons and the inner buttons of menu,
    /// drop-down and colour buttons), sliders, switches and check buttons. A scrollbar is the
    /// list's, not a control of its own. For measuring touch targets.
    public func tapTargets() -> [Widget] {
        var found: [Widget] = []
        Self.collectTapTargets(under: widget, into: &found)
        return found
    }

    /// What a tap target is, for messages: its CSS name and classes, and its tooltip.
    public var targetDescription: String {
        var parts = [gtk_widget_get_css_name(widget).map { String(cString: $0) } ?? "?"]
        if let classes = gtk_widget_get_css_classes(widget) {
            var index = 0
            while let name = classes[index] {
                parts.append("." + String(cString: name))
                index += 1
            }
            g_strfreev(classes)
        }
        let tip =
            tooltip
            ?? (gtk_widget_get_parent(widget).flatMap { gtk_widget_get_tooltip_text($0) }).map {
                String(cString: $0)
            }
        return parts.joined() + (tip.map { " “\($0)”" } ?? "")
    }

    private static func collectTapTargets(under parent: UnsafeMutablePointer<GtkWidget>, into found: inout [Widget]) {
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            child = gtk_widget_get_next_sibling(current)
            guard gtk_widget_get_mapped(current) != 0, gtk_widget_get_can_target(current) != 0,
                !isA(current, gtk_scrollbar_get_type())
            else { continue }
            let tappable = [
                gtk_button_get_type(), gtk_range_get_type(), gtk_switch_get_type(), gtk_check_button_get_type(),
            ]
            if tappable.contains(where: { isA(current, $0) }) {
                found.append(Widget(current))
            } else {
                collectTapTargets(under: current, into: &found)
            }
        }
    }

    private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
        let instance = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, type) != 0
    }
}
