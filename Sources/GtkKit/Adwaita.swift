import CAdw

/// libadwaita's process-wide set-up and style (AdwStyleManager).
@MainActor
public enum Adwaita {
    /// adw_init: libadwaita's types, its stylesheet and icons. Call after GTK has a display
    /// (adw_init calls gtk_init, which aborts without one).
    static func initialize() { adw_init() }

    /// Forces the dark colour scheme (AdwStyleManager `color-scheme` FORCE_DARK): the app is dark
    /// whatever the desktop prefers. libadwaita warns about, and ignores, GTK's own
    /// `gtk-application-prefer-dark-theme`.
    public static func forceDarkColorScheme() {
        adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_FORCE_DARK)
    }

    /// Whether libadwaita draws dark (AdwStyleManager `dark`).
    public static var isDark: Bool { adw_style_manager_get_dark(adw_style_manager_get_default()) != 0 }

    /// The libadwaita version this process runs with, "major.minor.micro".
    public static var version: String {
        "\(adw_get_major_version()).\(adw_get_minor_version()).\(adw_get_micro_version())"
    }
}
