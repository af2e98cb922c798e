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
}
