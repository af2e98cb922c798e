import CGLib
import GLibKit

/// A GLib source on a GIO pollable stream (a TLS connection's input or output): it runs `handler`
/// when the stream is readable or writable — including data the TLS layer has already decrypted
/// and buffered, which an fd watch would not see. Cancelled when released, like `MainLoopSource`.
final class PollableSource {
    private final class Box {
        let handler: () -> Bool
        init(_ handler: @escaping () -> Bool) { self.handler = handler }
    }

    private var source: UnsafeMutablePointer<GSource>?

    /// `source` is a new reference from `g_pollable_*_create_source`.
    private init(_ source: UnsafeMutablePointer<GSource>, handler: @escaping () -> Bool) {
        self.source = source
        let callback: @convention(c) (UnsafeMutablePointer<GObject>?, gpointer?) -> gboolean = { _, data in
            Unmanaged<Box>.fromOpaque(data!).takeUnretainedValue().handler() ? 1 : 0
        }
        g_source_set_priority(source, MainLoopSource.ioPriority)
        g_source_set_callback(
            source, unsafeBitCast(callback, to: GSourceFunc.self), Unmanaged.passRetained(Box(handler)).toOpaque(),
            { Unmanaged<Box>.fromOpaque($0!).release() })
        g_source_attach(source, nil)
    }

    deinit { cancel() }

    /// `stream` is a GPollableInputStream (an opaque type in Swift).
    static func readable(_ stream: OpaquePointer, handler: @escaping () -> Bool)
        -> PollableSource
    {
        PollableSource(g_pollable_input_stream_create_source(stream, nil), handler: handler)
    }

    /// `stream` is a GPollableOutputStream.
    static func writable(_ stream: OpaquePointer, handler: @escaping () -> Bool)
        -> PollableSource
    {
        PollableSource(g_pollable_output_stream_create_source(stream, nil), handler: handler)
    }

    func cancel() {
        guard let source else { return }
        self.source = nil
        g_source_destroy(source)
        g_source_unref(source)
    }
}
