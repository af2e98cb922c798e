import CGtk

/// Application-wide CSS and icon search paths for the default display.
@MainActor
public enum StyleProvider {
    /// Loads `css` at application priority for the default display (gtk_css_provider_load_from_data).
    public static func install(css: String) {
        guard let display = gdk_display_get_default(), let provider = gtk_css_provider_new() else { return }
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(
            display, OpaquePointer(provider),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        g_object_unref(provider)
    }

    /// Adds a folder holding `hicolor/…/*.svg` icons to the icon theme (gtk_icon_theme_add_search_path).
    public static func addIconSearchPath(_ path: String) {
        guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else {
            return
        }
        gtk_icon_theme_add_search_path(theme, path)
    }

    /// Prefers the dark variant of the theme (`gtk-application-prefer-dark-theme`).
    public static func preferDarkTheme() {
        guard let settings = gtk_settings_get_default() else { return }
        var value = GValue()
        g_value_init(&value, FundamentalType.boolean)
        defer { g_value_unset(&value) }
        g_value_set_boolean(&value, 1)
        g_object_set_property(
            UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self),
            "gtk-application-prefer-dark-theme", &value)
    }
}
