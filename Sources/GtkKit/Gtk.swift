import CGtk

/// Process-wide GTK set-up.
@MainActor
public enum Gtk {
    /// gtk_init_check: false when there is no display to open (then no widget may be created).
    public static func initialize() -> Bool {
        gtk_init_check() != 0
    }

    /// The GTK version this process runs with, "major.minor.micro".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }

    /// Sets the program name GTK and the accessibility bus show (g_set_prgname).
    public static func setProgramName(_ name: String) { g_set_prgname(name) }
}

extension Gtk {
    /// Turns every GLib/GTK warning and critical into an abort, like G_DEBUG=fatal-warnings
    /// (which GLib reads only at start-up), so tests cannot pass while GTK complains.
    public static func makeWarningsFatal() {
        g_log_set_always_fatal(
            GLogLevelFlags(
                rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue
                    | G_LOG_FLAG_FATAL.rawValue | G_LOG_LEVEL_ERROR.rawValue))
    }
}
