import CGtk

/// Follows the default display's monitors (`Monitor.onChange`): runs a handler whenever a
/// monitor is plugged in or unplugged ("items-changed" of the display's monitor list), and when a
/// monitor's connector becomes known: on Wayland a new monitor joins the list before its name
/// arrives, so what is read at "items-changed" may still say "".
///
/// The object owns its signal connections: they are disconnected when it is released (or on
/// `cancel()`), as a `MainLoopSource` cancels its source, so an owner keeps it in an optional
/// property and sets that to nil to stop. The display lives as long as the process: a handler
/// left connected would run for a closed window until the end.
@MainActor
public final class MonitorWatch {
    /// One connected handler: the object it is connected on (a reference held until it is
    /// disconnected, so that the id stays valid for an unplugged monitor too) and GLib's id.
    private struct Connection {
        let instance: UnsafeMutableRawPointer
        let id: gulong
    }

    private let handler: @MainActor () -> Void
    private var connections: [Connection] = []

    init(_ handler: @escaping @MainActor () -> Void) {
        self.handler = handler
        guard let display = gdk_display_get_default(), let list = gdk_display_get_monitors(display) else { return }
        for index in 0..<g_list_model_get_n_items(list) { watchConnector(of: list, at: index) }
        let added: @MainActor (_ position: guint, _ count: guint) -> Void = { [weak self] position, count in
            guard let self else { return }
            for index in position..<position + count { self.watchConnector(of: list, at: index) }
            self.handler()
        }
        let trampoline: @convention(c) (gpointer?, guint, guint, guint, gpointer?) -> Void = {
            _, position, _, count, data in
            let fn = unboxed(data, as: (@MainActor (guint, guint) -> Void).self)
            MainActor.assumeIsolated { fn(position, count) }
        }
        keep(
            UnsafeMutableRawPointer(list),
            connectSignal(
                UnsafeMutableRawPointer(list), "items-changed", added,
                trampoline: unsafeBitCast(trampoline, to: GCallback.self)))
    }

    isolated deinit { cancel() }

    /// Disconnects every handler: the handler never runs again (safe more than once).
    public func cancel() {
        let connections = self.connections
        self.connections = []
        for connection in connections {
            g_signal_handler_disconnect(connection.instance, connection.id)
            g_object_unref(connection.instance)
        }
    }

    /// Runs the handler when the connector of the list's monitor at `index` changes.
    private func watchConnector(of list: OpaquePointer, at index: guint) {
        guard let item = g_list_model_get_item(list, index) else { return }
        defer { g_object_unref(item) }
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        keep(
            item,
            connectSignal(item, "notify::connector", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
        )
    }

    /// Records a connection on `instance`, holding a reference to it until it is disconnected.
    private func keep(_ instance: UnsafeMutableRawPointer, _ id: UInt) {
        g_object_ref(instance)
        connections.append(Connection(instance: instance, id: gulong(id)))
    }
}
