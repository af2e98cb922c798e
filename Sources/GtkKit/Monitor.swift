import CGtk

/// A monitor of the default display (GdkMonitor), held for as long as the object lives.
@MainActor
public final class Monitor: Object {
    init(_ monitor: OpaquePointer) { super.init(wrapping: UnsafeMutableRawPointer(monitor)) }

    /// The connector the monitor is plugged into ("HDMI-1", "DP-2"; "Meta-1" for a virtual one).
    public var connector: String { gdk_monitor_get_connector(opaque).map { String(cString: $0) } ?? "" }
    /// The manufacturer's name from the monitor's EDID, if it gives one.
    public var manufacturer: String? { gdk_monitor_get_manufacturer(opaque).map { String(cString: $0) } }
    /// The model's name from the monitor's EDID, if it gives one.
    public var model: String? { gdk_monitor_get_model(opaque).map { String(cString: $0) } }
    /// Where the monitor is in the display's layout, in logical pixels.
    public var geometry: (x: Int, y: Int, width: Int, height: Int) {
        var rect = GdkRectangle()
        gdk_monitor_get_geometry(opaque, &rect)
        return (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
    }
    /// False once the monitor is unplugged (gdk_monitor_is_valid).
    public var isConnected: Bool { gdk_monitor_is_valid(opaque) != 0 }

    /// The monitors of the default display, in the display's order.
    public static var all: [Monitor] {
        guard let display = gdk_display_get_default(), let list = gdk_display_get_monitors(display) else { return [] }
        var monitors: [Monitor] = []
        for index in 0..<g_list_model_get_n_items(list) {
            guard let item = g_list_model_get_item(list, index) else { continue }
            monitors.append(Monitor(OpaquePointer(item)))
            g_object_unref(item)
        }
        return monitors
    }

    /// Runs `handler` whenever a monitor is plugged in or unplugged, or its connector becomes
    /// known, for as long as the returned watch lives (`MonitorWatch`).
    public static func onChange(_ handler: @escaping @MainActor () -> Void) -> MonitorWatch {
        MonitorWatch(handler)
    }
}

extension Window {
    /// The monitor most of the window is on (gdk_display_get_monitor_at_surface); nil before it
    /// is mapped.
    public var monitor: Monitor? {
        guard let surface = gtk_native_get_surface(opaque),
            let monitor = gdk_display_get_monitor_at_surface(gtk_widget_get_display(widget), surface)
        else { return nil }
        return Monitor(monitor)
    }

    /// Runs `handler` when the window's surface enters or leaves a monitor (dragged to another
    /// screen). Call after the window is realized.
    public func onMonitorChange(_ handler: @escaping @MainActor () -> Void) {
        guard let surface = gtk_native_get_surface(opaque) else { return }
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        for signal in ["enter-monitor", "leave-monitor"] {
            _ = connectSignal(
                UnsafeMutableRawPointer(surface), signal, handler,
                trampoline: unsafeBitCast(trampoline, to: GCallback.self))
        }
    }

    /// Asks for the window fullscreen on `monitor` (gtk_window_fullscreen_on_monitor).
    public func setFullscreen(on monitor: Monitor) {
        gtk_window_fullscreen_on_monitor(pointer(), monitor.opaque)
    }

    /// Whether the window manager draws a title bar and frame (gtk_window_set_decorated).
    public var isDecorated: Bool {
        get { gtk_window_get_decorated(pointer()) != 0 }
        set { gtk_window_set_decorated(pointer(), newValue ? 1 : 0) }
    }
}
