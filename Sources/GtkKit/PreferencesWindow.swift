import CAdw

/// AdwPreferencesWindow (libadwaita 1.2): pages of grouped rows. It closes with Esc
/// (libadwaita's own binding); closing hides it, so its owner presents the same one again.
@MainActor
public final class PreferencesWindow {
    public let window: Window
    private var preferences: UnsafeMutablePointer<AdwPreferencesWindow> { window.pointer() }

    /// A window titled `title`, modal and transient for `parent`, without search (it has too few
    /// rows to need it).
    public init(title: String, transientFor parent: Window) {
        guard let widget = adw_preferences_window_new() else { fatalError("adw_preferences_window_new returned NULL") }
        window = Window(toplevel: widget)
        window.title = title
        window.setHideOnClose(true)
        window.setModal(true)
        window.transient(for: parent)
        adw_preferences_window_set_search_enabled(preferences, 0)
    }

    /// adw_preferences_window_add.
    public func add(_ page: PreferencesPage) { adw_preferences_window_add(preferences, page.pointer()) }

    /// Shows the window.
    public func present() { window.present() }
}

/// AdwPreferencesPage: one page of groups.
@MainActor
public final class PreferencesPage: Widget {
    public init(title: String, iconName: String) {
        super.init(adw_preferences_page_new())
        adw_preferences_page_set_title(pointer(), title)
        adw_preferences_page_set_icon_name(pointer(), iconName)
    }

    /// adw_preferences_page_add.
    public func add(_ group: PreferencesGroup) { adw_preferences_page_add(pointer(), group.pointer()) }
}

/// AdwPreferencesGroup: a titled list of rows.
@MainActor
public final class PreferencesGroup: Widget {
    public init(title: String, description: String? = nil) {
        super.init(adw_preferences_group_new())
        adw_preferences_group_set_title(pointer(), title)
        if let description { adw_preferences_group_set_description(pointer(), description) }
    }

    /// adw_preferences_group_add.
    public func add(_ row: Widget) { adw_preferences_group_add(pointer(), row.widget) }
}

/// AdwComboRow over a fixed list of strings: a title, a subtitle, and the choice at its end.
@MainActor
public final class ComboRow: Widget {
    public init(title: String, subtitle: String?, items: [String]) {
        super.init(adw_combo_row_new())
        adw_preferences_row_set_title(pointer(), title)
        if let subtitle { adw_action_row_set_subtitle(pointer(), subtitle) }
        // AdwComboRow shows a GtkStringList's strings without a factory of ours.
        let list = withStringArray(items) { gtk_string_list_new($0) }
        adw_combo_row_set_model(pointer(), list)
        g_object_unref(UnsafeMutableRawPointer(list))
    }

    /// The row's title.
    public var title: String { adw_preferences_row_get_title(pointer()).map { String(cString: $0) } ?? "" }

    /// adw_combo_row_get/set_selected (the index).
    public var selected: Int {
        get { Int(adw_combo_row_get_selected(pointer())) }
        set { adw_combo_row_set_selected(pointer(), guint(max(newValue, 0))) }
    }

    /// Runs `handler` when the selection changes (also when set from code).
    public func onSelected(_ handler: @escaping @MainActor () -> Void) { onNotify("selected", handler) }
}
