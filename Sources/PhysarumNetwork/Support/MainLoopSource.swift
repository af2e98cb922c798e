import CGLib

/// Runs Swift closures from GLib main-loop sources on the default context (the GTK loop).
///
/// Each source retains its closure box and releases it through the source's destroy-notify, so
/// a closure stays alive exactly as long as its source.
final class MainLoopSource {
    private final class Box {
        let handler: (UInt32) -> Bool
        init(_ handler: @escaping (UInt32) -> Bool) { self.handler = handler }
    }

    private var id: guint

    /// Socket watches run at the default priority, above GTK's redraw (G_PRIORITY_HIGH_IDLE + 20):
    /// a window that renders every frame on a busy CPU never lets a lower-priority source run
    /// (measured: a host at G_PRIORITY_DEFAULT_IDLE stopped reading). A peer that keeps a socket
    /// readable cannot starve painting in turn: each dispatch does bounded work and a connection
    /// that stays saturated pauses (`TCPConnection.burstChunks`).
    static let ioPriority = Int32(G_PRIORITY_DEFAULT)
    /// GTK's redraw priority (GDK_PRIORITY_REDRAW), for tests that stand in for a busy window.
    static let redrawPriority = Int32(G_PRIORITY_HIGH_IDLE) + 20

    private init(id: guint) { self.id = id }

    /// Watches `fd` for `condition`; `handler` gets the condition that fired and returns whether
    /// to keep watching.
    static func watch(
        fd: Int32, condition: GIOCondition, priority: Int32 = ioPriority,
        handler: @escaping (GIOCondition) -> Bool
    ) -> MainLoopSource {
        let box = Unmanaged.passRetained(Box { handler(GIOCondition(rawValue: $0)) }).toOpaque()
        let id = g_unix_fd_add_full(
            priority, fd, condition,
            { _, condition, data in
                Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().handler(condition.rawValue) ? 1 : 0
            }, box, { data in Unmanaged<Box>.fromOpaque(data!).release() })
        return MainLoopSource(id: id)
    }

    /// Calls `handler` every `milliseconds` (or once, when it returns false).
    static func timeout(
        milliseconds: UInt32, priority: Int32 = Int32(G_PRIORITY_DEFAULT),
        handler: @escaping () -> Bool
    ) -> MainLoopSource {
        let box = Unmanaged.passRetained(Box { _ in handler() }).toOpaque()
        let id = g_timeout_add_full(
            priority, milliseconds,
            { data in Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().handler(0) ? 1 : 0 },
            box, { data in Unmanaged<Box>.fromOpaque(data!).release() })
        return MainLoopSource(id: id)
    }

    /// Calls `handler` once, as soon as the loop is idle at `priority`.
    static func idle(priority: Int32 = Int32(G_PRIORITY_DEFAULT), handler: @escaping () -> Void) -> MainLoopSource {
        let box = Unmanaged.passRetained(
            Box { _ in
                handler(); return false
            }
        ).toOpaque()
        let id = g_idle_add_full(
            priority, { data in Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().handler(0) ? 1 : 0 },
            box, { data in Unmanaged<Box>.fromOpaque(data!).release() })
        return MainLoopSource(id: id)
    }

    /// Removes the source if it is still attached (safe from inside its own callback).
    func cancel() {
        guard id != 0 else { return }
        if let source = g_main_context_find_source_by_id(nil, id), g_source_is_destroyed(source) == 0 {
            g_source_destroy(source)
        }
        id = 0
    }
}
