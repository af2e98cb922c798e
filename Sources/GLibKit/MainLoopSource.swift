internal import CGLib

/// A GLib main-loop source on the default context (the GTK loop) that runs a Swift closure: an fd
/// watch, a timeout or an idle, at a priority, once or repeating.
///
/// The object owns the source: it is cancelled when the object is released (or on `cancel()`),
/// so an owner keeps it in an optional property and sets that to nil to stop it. Cancelling is
/// safe from inside the source's own callback. The closure stays alive exactly as long as the
/// source: GLib releases it through the source's destroy-notify once the source is cancelled or
/// its handler asks to stop. Create, run and cancel sources on the thread that runs the loop.
public final class MainLoopSource {
    /// What an fd watch waits for (GIOCondition's bits).
    public struct IOCondition: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let input = IOCondition(rawValue: G_IO_IN.rawValue)
        public static let output = IOCondition(rawValue: G_IO_OUT.rawValue)
        public static let urgent = IOCondition(rawValue: G_IO_PRI.rawValue)
        public static let error = IOCondition(rawValue: G_IO_ERR.rawValue)
        public static let hangUp = IOCondition(rawValue: G_IO_HUP.rawValue)
        public static let invalid = IOCondition(rawValue: G_IO_NVAL.rawValue)
    }

    /// G_PRIORITY_DEFAULT: timeouts, idles and watches unless told otherwise. At
    /// G_PRIORITY_DEFAULT_IDLE they starve while a GLArea renders every frame and a frame takes
    /// longer than the frame interval (llvmpipe).
    public static let defaultPriority = Int32(G_PRIORITY_DEFAULT)
    /// G_PRIORITY_DEFAULT_IDLE: after GTK's own idle work queued before it (e.g. accessibility
    /// registration), which a busy frame loop would otherwise starve.
    public static let lowPriority = Int32(G_PRIORITY_DEFAULT_IDLE)
    /// GTK's redraw priority (GDK_PRIORITY_REDRAW), for tests that stand in for a busy window.
    public static let redrawPriority = Int32(G_PRIORITY_HIGH_IDLE) + 20

    private var source: UnsafeMutablePointer<GSource>?

    /// Attaches `source` (a new reference, kept until cancelled) with `handler` as its callback,
    /// called through `trampoline`.
    private init(
        _ source: UnsafeMutablePointer<GSource>, priority: Int32, trampoline: GSourceFunc = sourceTrampoline,
        handler: @escaping (UInt32) -> Bool
    ) {
        self.source = source
        g_source_set_priority(source, priority)
        g_source_set_callback(source, trampoline, retainedBox(handler), releaseBox)
        g_source_attach(source, nil)
    }

    deinit { cancel() }

    /// Watches `fd` for `condition`; `handler` gets the condition that fired and returns whether
    /// to keep watching.
    public static func watch(
        fd: Int32, condition: IOCondition, priority: Int32 = defaultPriority,
        handler: @escaping (IOCondition) -> Bool
    ) -> MainLoopSource {
        // The source calls its callback as a GUnixFDSourceFunc; g_unix_fd_add_full casts it the same way.
        MainLoopSource(
            g_unix_fd_source_new(fd, GIOCondition(rawValue: condition.rawValue)), priority: priority,
            trampoline: unsafeBitCast(fdTrampoline, to: GSourceFunc.self)
        ) { handler(IOCondition(rawValue: $0)) }
    }

    /// Calls `handler` every `milliseconds` until it returns false (once, when it returns false).
    public static func timeout(
        milliseconds: UInt32, priority: Int32 = defaultPriority, handler: @escaping () -> Bool
    ) -> MainLoopSource {
        MainLoopSource(g_timeout_source_new(milliseconds), priority: priority) { _ in handler() }
    }

    /// Calls `handler` once, as soon as the loop is idle at `priority`.
    public static func idle(priority: Int32 = defaultPriority, handler: @escaping () -> Void) -> MainLoopSource {
        MainLoopSource(g_idle_source_new(), priority: priority) { _ in
            handler()
            return false
        }
    }

    /// Whether the source is still attached: not cancelled, and its handler has not stopped it.
    public var isPending: Bool {
        guard let source else { return false }
        return g_source_is_destroyed(source) == 0
    }

    /// Removes the source if it is still attached (safe from inside its own callback, and more
    /// than once).
    public func cancel() {
        guard let source else { return }
        self.source = nil
        g_source_destroy(source)
        g_source_unref(source)
    }
}
