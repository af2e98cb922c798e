/// Something that encodes frames into a video file (GStreamer's appsrc → encoder → muxer in
/// PhysarumMedia); the window records through it without knowing the encoder.
/// Sendable: the window appends on the main thread and finishes on a worker, one after the other.
public protocol ClipWriter: AnyObject, Sendable {
    var width: Int { get }
    var height: Int { get }
    /// Appends the next frame: RGBA rows bottom row first (GL's readback order), `width × height × 4`
    /// bytes; its time is its index over the clip's frame rate. Returns false when the frame was
    /// dropped because the encoder is behind (the window never waits for it) or has failed.
    @discardableResult
    func append(rgbaBottomUp: UnsafeRawBufferPointer) -> Bool
    /// Frames appended (dropped ones not counted).
    var framesWritten: Int { get }
    /// Frames appended that the encoder has not taken yet (its backlog).
    var framesQueued: Int { get }
    /// Frames the backlog may hold before `append` drops them (`EncoderBackpressure` keeps the
    /// window below it).
    var queueCapacity: Int { get }
    /// The encoder's error once it has failed (a full disk, a folder gone): the clip cannot be
    /// completed, `append` refuses frames from then on and `finish` throws it. Nil while it works.
    var failure: String? { get }
    /// Ends the stream and waits until the file is complete; throws the encoder's error.
    func finish() throws
}

/// Opens a clip writer for `path` at `width × height`, `framesPerSecond`.
public typealias ClipWriterFactory = (
    _ path: String, _ format: ClipFormat, _ width: Int, _ height: Int, _ framesPerSecond: Int
) throws -> ClipWriter
