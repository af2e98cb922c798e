import CGtk

/// Process-wide GTK set-up.
@MainActor
public enum Gtk {
    /// gtk_init_check, then libadwaita's adw_init: false when there is no display to open (then
    /// no widget may be created). The app, its benchmarks and the UI tests all start here, so they
    /// run with the same libadwaita styles.
    public static func initialize() -> Bool {
        guard gtk_init_check() != 0 else { return false }
        Adwaita.initialize()
        return true
    }

    /// The GTK version this process runs with, "major.minor.micro".
    public static var version: String {
        "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
    }

    /// Sets the program name GTK and the accessibility bus show (g_set_prgname).
    public static func setProgramName(_ name: String) { g_set_prgname(name) }
}

extension Gtk {
    /// Sets the desktop's long-press time for this process (GtkSettings `gtk-long-press-time`,
    /// in milliseconds) — what a user's accessibility settings would change; tests that must
    /// tell a slow drag from a long press on a loaded machine lengthen it.
    public static func setLongPressMilliseconds(_ milliseconds: Int) {
        setIntSetting("gtk-long-press-time", milliseconds)
    }

    /// Sets the desktop's double-click time for this process (`gtk-double-click-time`, in
    /// milliseconds; a widget's `doubleClickMilliseconds` reads it). GTK ends a double-click with
    /// a timer of this length on the main loop, so a loaded machine that runs the loop late splits
    /// one in two: tests that double-click lengthen it.
    public static func setDoubleClickMilliseconds(_ milliseconds: Int) {
        setIntSetting("gtk-double-click-time", milliseconds)
    }

    /// Sets an integer GtkSettings property (g_object_set is variadic).
    private static func setIntSetting(_ name: String, _ value: Int) {
        guard let settings = gtk_settings_get_default() else { return }
        var gvalue = GValue()
        g_value_init(&gvalue, FundamentalType.int)
        defer { g_value_unset(&gvalue) }
        g_value_set_int(&gvalue, Int32(value))
        g_object_set_property(UnsafeMutableRawPointer(settings).assumingMemoryBound(to: GObject.self), name, &gvalue)
    }

    /// Turns every GLib/GTK warning and critical into an abort, like G_DEBUG=fatal-warnings
    /// (which GLib reads only at start-up), so tests cannot pass while GTK complains.
    ///
    /// A warning whose message contains one of `tolerated` is only printed: for GTK's own bugs a
    /// test cannot avoid (each one named where it is passed).
    public static func makeWarningsFatal(tolerating tolerated: [String] = []) {
        g_log_set_always_fatal(
            GLogLevelFlags(
                rawValue: G_LOG_LEVEL_WARNING.rawValue | G_LOG_LEVEL_CRITICAL.rawValue
                    | G_LOG_FLAG_FATAL.rawValue | G_LOG_LEVEL_ERROR.rawValue))
        guard !tolerated.isEmpty else { return }
        toleratedWarnings = tolerated
        // GTK logs structured: its warnings abort in the default writer, so only a writer of
        // our own can let one through (settable once per process, as here).
        g_log_set_writer_func(toleratingWriter, nil, nil)
    }
}

nonisolated(unsafe) private var toleratedWarnings: [String] = []

/// Prints a tolerated warning without aborting; hands everything else to GLib's default writer.
private let toleratingWriter: GLogWriterFunc = { level, fields, count, data in
    if level.rawValue & G_LOG_LEVEL_WARNING.rawValue != 0, let fields {
        for field in UnsafeBufferPointer(start: fields, count: Int(count)) where String(cString: field.key) == "MESSAGE"
        {
            guard let value = field.value else { continue }
            let message =
                field.length < 0
                ? String(cString: value.assumingMemoryBound(to: CChar.self))
                : String(decoding: UnsafeRawBufferPointer(start: value, count: Int(field.length)), as: UTF8.self)
            if toleratedWarnings.contains(where: { message.contains($0) }) {
                return g_log_writer_standard_streams(level, fields, count, data)
            }
        }
    }
    return g_log_writer_default(level, fields, count, data)
}
