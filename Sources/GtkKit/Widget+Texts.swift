import CGtk

/// One text a widget shows or gives assistive technologies, and where it came from.
public struct ShownText: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case label, tooltip, accessibleLabel, accessibleDescription, placeholder, item, title
    }
    public let kind: Kind
    public let text: String
    /// The GTK type of the widget that shows it (`GtkLabel`).
    public let widgetType: String

    public init(kind: Kind, text: String, widgetType: String) {
        self.kind = kind
        self.text = text
        self.widgetType = widgetType
    }
}

extension Widget {
    /// Every text in this widget and its descendants (popovers included: they are children of
    /// their buttons): labels, tooltips, the accessible names and descriptions set through
    /// GtkKit, entry placeholders, drop-down items and window titles. What a test reads to find
    /// text that escaped translation; empty texts are left out.
    public func shownTexts() -> [ShownText] {
        var texts: [ShownText] = []
        Self.collectTexts(widget, into: &texts)
        return texts
    }

    /// gtk_window_destroy, for a toplevel from `Window.toplevels`; nothing for another widget.
    public func destroyWindow() {
        guard Self.isA(widget, gtk_window_get_type()) else { return }
        gtk_window_destroy(raw.assumingMemoryBound(to: GtkWindow.self))
    }

    private static func collectTexts(_ widget: UnsafeMutablePointer<GtkWidget>, into texts: inout [ShownText]) {
        let wrapper = Widget(widget)
        let type = String(cString: g_type_name(gtkType(of: widget)))
        func add(_ kind: ShownText.Kind, _ text: String?) {
            if let text, !text.isEmpty { texts.append(ShownText(kind: kind, text: text, widgetType: type)) }
        }
        if isA(widget, gtk_label_get_type()) {
            add(.label, String(cString: gtk_label_get_text(OpaquePointer(widget))))
        }
        if isA(widget, gtk_entry_get_type()) {
            add(
                .placeholder,
                gtk_entry_get_placeholder_text(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkEntry.self))
                    .map { String(cString: $0) })
        }
        if isA(widget, gtk_window_get_type()) {
            add(
                .title,
                gtk_window_get_title(UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkWindow.self)).map {
                    String(cString: $0)
                })
        }
        if isA(widget, gtk_drop_down_get_type()), let model = gtk_drop_down_get_model(OpaquePointer(widget)),
            isA(model, gtk_string_list_get_type())
        {
            for index in 0..<g_list_model_get_n_items(model) {
                add(.item, gtk_string_list_get_string(model, index).map { String(cString: $0) })
            }
        }
        add(.tooltip, wrapper.tooltip)
        add(.accessibleLabel, wrapper.accessibleLabel)
        add(.accessibleDescription, wrapper.accessibleDescription)
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            collectTexts(current, into: &texts)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func gtkType(of widget: UnsafeMutablePointer<GtkWidget>) -> GType {
        UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self).pointee.g_class.pointee.g_type
    }

    private static func isA<T>(_ instance: UnsafeMutablePointer<T>, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GTypeInstance.self), type)
            != 0
    }

    private static func isA(_ instance: OpaquePointer, _ type: GType) -> Bool {
        g_type_check_instance_is_a(UnsafeMutableRawPointer(instance).assumingMemoryBound(to: GTypeInstance.self), type)
            != 0
    }
}
