import CGtk

/// GtkSearchEntry: a text field for searching, with the search icon and a clear button.
@MainActor
public final class SearchEntry: Widget {
    /// gtk_search_entry_new.
    public init() {
        super.init(gtk_search_entry_new())
    }

    /// The text (gtk_editable_get/set_text).
    public var text: String {
        get { String(cString: gtk_editable_get_text(opaque)) }
        set { gtk_editable_set_text(opaque, newValue) }
    }

    /// The grey hint shown while it is empty ("placeholder-text").
    public func setPlaceholder(_ text: String) {
        var value = GValue()
        g_value_init(&value, FundamentalType.string)
        defer { g_value_unset(&value) }
        g_value_set_string(&value, text)
        g_object_set_property(raw.assumingMemoryBound(to: GObject.self), "placeholder-text", &value)
    }

    /// gtk_search_entry_set_key_capture_widget: typing while focus is anywhere in `widget`
    /// starts a search here (type-to-search, as GNOME's lists do).
    public func setKeyCaptureWidget(_ widget: Widget?) {
        gtk_search_entry_set_key_capture_widget(opaque, widget?.widget)
    }

    /// "search-changed": the text changed (after GTK's short typing delay).
    public func onSearchChanged(_ handler: @escaping @MainActor () -> Void) { onSignal("search-changed", handler) }

    /// "stop-search": Escape in the field.
    public func onStopSearch(_ handler: @escaping @MainActor () -> Void) { onSignal("stop-search", handler) }

    /// "activate": Enter in the field.
    public func onActivate(_ handler: @escaping @MainActor () -> Void) { onSignal("activate", handler) }
}
