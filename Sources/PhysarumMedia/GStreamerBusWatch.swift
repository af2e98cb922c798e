import CGStreamer

/// A watch on a GStreamer bus that hands each message to a Swift closure on the main loop (the
/// default main context, which GTK runs); removed when released.
final class GStreamerBusWatch {
    private let bus: UnsafeMutablePointer<GstBus>
    private let box: Box

    private final class Box {
        let handler: (UnsafeMutablePointer<GstMessage>) -> Void
        init(_ handler: @escaping (UnsafeMutablePointer<GstMessage>) -> Void) { self.handler = handler }
    }

    /// Watches `bus` (taking its own reference) until released.
    init(bus: UnsafeMutablePointer<GstBus>, handler: @escaping (UnsafeMutablePointer<GstMessage>) -> Void) {
        self.bus = bus
        gst_object_ref(UnsafeMutableRawPointer(bus))
        box = Box(handler)
        let function: GstBusFunc = { _, message, data in
            guard let message, let data else { return 1 }
            Unmanaged<Box>.fromOpaque(data).takeUnretainedValue().handler(message)
            return 1
        }
        gst_bus_add_watch_full(bus, G_PRIORITY_DEFAULT, function, Unmanaged.passUnretained(box).toOpaque(), nil)
    }

    deinit {
        gst_bus_remove_watch(bus)
        gst_object_unref(UnsafeMutableRawPointer(bus))
    }

    /// The text of an error message.
    static func errorText(_ message: UnsafeMutablePointer<GstMessage>) -> String {
        var error: UnsafeMutablePointer<GError>?
        var debug: UnsafeMutablePointer<gchar>?
        gst_message_parse_error(message, &error, &debug)
        defer {
            if let error { g_error_free(error) }
            g_free(debug)
        }
        return error.map { String(cString: $0.pointee.message) } ?? "unknown error"
    }
}
