import CGStreamer
import Foundation
import PhysarumCore
import PhysarumEngine

/// Writes a clip with GStreamer: appsrc (RGBA, top row first: `append` turns GL's bottom-up rows
/// over while it copies them into the buffer, so no flip pass) → videoconvert → VP9 + WebM (VP8 +
/// WebM from the window: `webmEncoder`) or H.264 + MP4 → filesink. Frames are stamped by index
/// (`ClipTiming`), not by wall-clock time.
/// `blocking` writers (headless) wait when the encoder is behind; the window's writer never
/// blocks the player: the window holds its frames while the backlog is at half the queue
/// (`EncoderBackpressure`), and a frame arriving at a full queue is dropped. Its encoding runs at
/// a lower CPU priority (`windowEncoderNice`), so the encoder takes the time the player leaves.
/// An error on the pipeline's bus (the file cannot be written) becomes `failure` at the next
/// append or look at it, so neither kind of writer waits on an encoder that has stopped.
/// Used by one thread at a time (appends, then `finish`), hence unchecked.
public final class GStreamerClipWriter: ClipWriter, @unchecked Sendable {
    public let width: Int
    public let height: Int
    public let framesPerSecond: Int
    public let format: ClipFormat
    public private(set) var framesWritten = 0
    /// Frames dropped because the encoder's queue was full (non-blocking writers only).
    public private(set) var framesDropped = 0
    /// The first error the pipeline posted, once taken off its bus.
    private var postedError: String?

    private let pipeline: UnsafeMutablePointer<GstElement>
    private let source: UnsafeMutablePointer<GstAppSrc>
    /// The audio track's source (`record --audio`), nil for a silent clip.
    private let audioSource: UnsafeMutablePointer<GstAppSrc>?
    /// Sample frames (one per channel) of audio pushed so far.
    private var audioFramesWritten = 0
    private let blocking: Bool
    private var isFinished = false

    /// Frames the window's queue holds before it drops (about a second at 30 fps).
    static let queuedFrames = 32
    /// Frames a headless writer queues before `append` waits: enough to keep the encoder busy.
    static let blockingQueuedFrames = 4
    /// How long a waiting `append` sleeps on the bus for an error before it looks at the queue
    /// again; an error wakes it at once.
    static let queueWait: GstClockTime = 2_000_000
    /// The nice value of the window writer's encoding threads (the pipeline's streaming thread and
    /// any encoder workers, which inherit it). The encoder is most of what recording costs in CPU;
    /// at the player's priority it takes that from the frames on a 2-core machine, below it the
    /// player's threads go first and the queue (`queuedFrames`) absorbs the encoder's waits.
    static let windowEncoderNice: Int32 = 10

    /// - Parameter withAudio: the clip gets an audio track from `appendAudio` (PCM as
    ///   `GStreamerAudioFile` holds it; Opus in WebM, AAC in MP4).
    public init(
        path: String, format: ClipFormat, width: Int, height: Int, framesPerSecond: Int, blocking: Bool,
        withAudio: Bool = false
    ) throws {
        try GStreamer.initialize()
        if let missing = GStreamer.missing(format) { throw ClipError.unavailable(missing) }
        if withAudio, let missing = GStreamer.missingAudio(format) { throw ClipError.unavailable(missing) }
        self.width = width
        self.height = height
        self.framesPerSecond = framesPerSecond
        self.format = format
        self.blocking = blocking
        var description = Self.pipelineDescription(
            format: format, width: width, height: height, framesPerSecond: framesPerSecond, blocking: blocking)
        if withAudio, let encoder = GStreamer.audioEncoder(for: format) {
            description += " " + Self.audioBranch(encoder: encoder)
        }
        var error: UnsafeMutablePointer<GError>?
        guard let element = gst_parse_launch(description, &error), error == nil else {
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw ClipError.pipeline(message)
        }
        pipeline = element
        let bin = UnsafeMutableRawPointer(element).assumingMemoryBound(to: GstBin.self)
        guard let src = gst_bin_get_by_name(bin, "src"), let sink = gst_bin_get_by_name(bin, "sink") else {
            gst_object_unref(UnsafeMutableRawPointer(element))
            throw ClipError.pipeline("the pipeline has no source or sink")
        }
        source = UnsafeMutableRawPointer(src).assumingMemoryBound(to: GstAppSrc.self)
        audioSource =
            withAudio
            ? gst_bin_get_by_name(bin, "audio").map {
                UnsafeMutableRawPointer($0).assumingMemoryBound(to: GstAppSrc.self)
            }
            : nil
        if !blocking { Self.lowerStreamingPriority(of: element, by: Self.windowEncoderNice) }
        // Set as a property, not in the description: any path (spaces, quotes) stays intact.
        gst_util_set_object_arg(UnsafeMutableRawPointer(sink).assumingMemoryBound(to: GObject.self), "location", path)
        gst_object_unref(UnsafeMutableRawPointer(sink))
        if gst_element_set_state(pipeline, GST_STATE_PLAYING) == GST_STATE_CHANGE_FAILURE {
            let reason = takeError(waiting: 0) ?? "the pipeline did not start"
            release()
            throw ClipError.pipeline(reason)
        }
    }

    /// The window's writer (`ClipWriterFactory`): it never blocks the player (a full queue drops).
    public static func windowWriter(
        path: String, format: ClipFormat, width: Int, height: Int, framesPerSecond: Int
    ) throws -> ClipWriter {
        try GStreamerClipWriter(
            path: path, format: format, width: width, height: height, framesPerSecond: framesPerSecond, blocking: false)
    }

    deinit {
        if !isFinished { try? finish() }
    }

    /// The gst-launch description: encoder settings for a fast, steady encode at a bit rate
    /// that keeps the fine filaments (≈ 0.1 bit per pixel; 0.15 for the window's VP8).
    static func pipelineDescription(
        format: ClipFormat, width: Int, height: Int, framesPerSecond: Int, blocking: Bool
    ) -> String {
        let frameBytes = width * height * 4
        let caps = "video/x-raw,format=RGBA,width=\(width),height=\(height),framerate=\(framesPerSecond)/1"
        // Never appsrc's own blocking: a push blocked on a full queue stays blocked when the
        // encoder fails downstream; `append` waits instead, and wakes on the bus's errors.
        let queued = blocking ? blockingQueuedFrames : queuedFrames
        let queue = "block=false max-bytes=\(queued * frameBytes) leaky-type=upstream"
        let bitsPerSecond = max(500_000, width * height * framesPerSecond / 10)
        let threads = encoderThreads
        let keyframes = 2 * framesPerSecond
        let encode: String
        switch format {
        case .webm:
            encode = webmEncoder(live: !blocking, bitsPerSecond: bitsPerSecond, keyframes: keyframes, threads: threads)
        case .mp4:
            encode =
                "x264enc speed-preset=veryfast threads=\(threads) bitrate=\(bitsPerSecond / 1000) "
                + "key-int-max=\(keyframes) ! video/x-h264,profile=high ! h264parse ! mp4mux"
        }
        return "appsrc name=src format=time is-live=false \(queue) caps=\(caps) "
            + "! videoconvert ! video/x-raw,format=I420 ! \(encode) name=mux ! filesink name=sink"
    }

    /// The audio track's branch into the muxer: PCM from `appendAudio`, never dropped (a whole
    /// track is a few MB), encoded by `encoder`.
    static func audioBranch(encoder: String) -> String {
        let caps =
            "audio/x-raw,format=S16LE,rate=\(GStreamerAudioFile.sampleRate),channels=\(GStreamerAudioFile.channels),"
            + "layout=interleaved"
        return "appsrc name=audio format=time is-live=false block=false max-bytes=0 caps=\(caps) "
            + "! audioconvert ! audioresample ! \(encoder) ! queue ! mux."
    }

    /// Appends interleaved PCM samples to the audio track (a writer made `withAudio`); stamped by
    /// the samples before them, like the frames by their index.
    @discardableResult
    public func appendAudio(_ samples: [Int16]) -> Bool {
        guard let audioSource, !isFinished, failure == nil, !samples.isEmpty else { return false }
        let bytes = samples.count * MemoryLayout<Int16>.size
        guard let buffer = gst_buffer_new_allocate(nil, gsize(bytes), nil) else { return false }
        _ = samples.withUnsafeBytes { gst_buffer_fill(buffer, 0, $0.baseAddress, gsize(bytes)) }
        let frames = samples.count / GStreamerAudioFile.channels
        let rate = GstClockTime(GStreamerAudioFile.sampleRate)
        let start = GstClockTime(audioFramesWritten) * 1_000_000_000 / rate
        let end = GstClockTime(audioFramesWritten + frames) * 1_000_000_000 / rate
        buffer.pointee.pts = start
        buffer.pointee.duration = end - start
        guard gst_app_src_push_buffer(audioSource, buffer) == GST_FLOW_OK else { return false }
        audioFramesWritten += frames
        return true
    }

    /// The threads a multi-threaded encoder gets: the cores the process may use, not every online
    /// one (under taskset its extra threads would only queue on the player's cores), at most 8.
    static var encoderThreads: Int { max(1, min(8, UsableCores.count)) }

    /// WebM's encoder. lag-in-frames=0 for both: with look-ahead, libvpx 1.12 drops most frames of
    /// busy content (18 in, 3 out for noise at 320×180); realtime encoding needs none.
    /// - Headless (`live` false): VP9 at cpu-used=9, the fastest realtime speed (less CPU than 8
    ///   at the same size), on every usable core.
    /// - From the window (`live`): VP8 at its fastest realtime speed on one thread, at 1.5 × the
    ///   bit rate: the player keeps its frame rate while recording on two cores, where VP9 beside
    ///   it cost the window frames. VP8 takes about half of VP9's CPU at a higher PSNR, and one
    ///   thread has no workers spin-waiting between rows beside the player (the figures:
    ///   docs/BENCHMARKS.md, "Recording and capture"). GNOME Shell's own screencasts use the same
    ///   encoder and speed.
    static func webmEncoder(live: Bool, bitsPerSecond: Int, keyframes: Int, threads: Int) -> String {
        if live {
            return "vp8enc deadline=1 cpu-used=16 lag-in-frames=0 threads=1 end-usage=vbr "
                + "target-bitrate=\(bitsPerSecond * 3 / 2) keyframe-max-dist=\(keyframes) ! webmmux"
        }
        return "vp9enc deadline=1 cpu-used=9 lag-in-frames=0 threads=\(threads) row-mt=true end-usage=vbr "
            + "target-bitrate=\(bitsPerSecond) keyframe-max-dist=\(keyframes) ! webmmux"
    }

    @discardableResult
    public func append(rgbaBottomUp bytes: UnsafeRawBufferPointer) -> Bool {
        precondition(bytes.count == width * height * 4, "a frame is width × height × 4 bytes")
        guard !isFinished, failure == nil else { return false }
        // Every queued buffer is one whole frame: the queue is full at `queueCapacity` of them.
        if !blocking, framesQueued >= queueCapacity {
            framesDropped += 1
            return false
        }
        guard waitForRoom() else { return false }
        guard let buffer = gst_buffer_new_allocate(nil, gsize(bytes.count), nil) else { return false }
        var map = GstMapInfo()
        guard gst_buffer_map(buffer, &map, GST_MAP_WRITE) != 0 else {
            gst_buffer_unref(buffer)
            return false
        }
        Self.copyRowsTopFirst(bytes, into: UnsafeMutableRawPointer(map.data), rowBytes: width * 4)
        gst_buffer_unmap(buffer, &map)
        let start = GstClockTime(framesWritten) * 1_000_000_000 / GstClockTime(framesPerSecond)
        let end = GstClockTime(framesWritten + 1) * 1_000_000_000 / GstClockTime(framesPerSecond)
        buffer.pointee.pts = start
        buffer.pointee.duration = end - start
        guard gst_app_src_push_buffer(source, buffer) == GST_FLOW_OK else { return false }
        framesWritten += 1
        return true
    }

    public var queueCapacity: Int { blocking ? Self.blockingQueuedFrames : Self.queuedFrames }

    /// The pipeline's first error, taken off its bus when it is posted (not only at `finish`).
    public var failure: String? {
        if postedError == nil { postedError = takeError(waiting: 0) }
        return postedError
    }

    /// Waits until the queue has room for a frame; false when the pipeline failed meanwhile.
    private func waitForRoom() -> Bool {
        while framesQueued >= queueCapacity {
            if let error = takeError(waiting: Self.queueWait) {
                postedError = error
                return false
            }
        }
        return true
    }

    public var framesQueued: Int { Int(gst_app_src_get_current_level_bytes(source)) / (width * height * 4) }

    /// Copies GL's bottom-up rows of `bytes` into `destination` top row first (the video's order).
    static func copyRowsTopFirst(
        _ bytes: UnsafeRawBufferPointer, into destination: UnsafeMutableRawPointer, rowBytes: Int
    ) {
        guard let base = bytes.baseAddress else { return }
        let rows = bytes.count / rowBytes
        for row in 0..<rows {
            (destination + row * rowBytes).copyMemory(from: base + (rows - 1 - row) * rowBytes, byteCount: rowBytes)
        }
    }

    /// Raises the nice value of every streaming thread of `pipeline` by `steps` above the calling
    /// thread's as it starts (GStreamer posts a stream status "enter" from the new thread itself;
    /// a sync handler runs on that thread), so the threads the encoder starts from it inherit it.
    private static func lowerStreamingPriority(of pipeline: UnsafeMutablePointer<GstElement>, by steps: Int32) {
        let nice = min(19, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0) + steps)
        let bus = gst_element_get_bus(pipeline)
        defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
        let handler: GstBusSyncHandler = { _, message, data in
            guard let message, message.pointee.type == GST_MESSAGE_STREAM_STATUS else { return GST_BUS_PASS }
            var type = GST_STREAM_STATUS_TYPE_CREATE
            var owner: UnsafeMutablePointer<GstElement>?
            gst_message_parse_stream_status(message, &type, &owner)
            // who = 0: on Linux the calling thread, not the whole process.
            if type == GST_STREAM_STATUS_TYPE_ENTER {
                setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Int32(Int(bitPattern: data)))
            }
            return GST_BUS_PASS
        }
        gst_bus_set_sync_handler(bus, handler, UnsafeMutableRawPointer(bitPattern: Int(nice)), nil)
    }

    public func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        defer { release() }
        // A failed pipeline never reaches the end of the stream: waiting for it would not return.
        if let failure { throw ClipError.encoder(failure) }
        gst_app_src_end_of_stream(source)
        if let audioSource { gst_app_src_end_of_stream(audioSource) }
        let bus = gst_element_get_bus(pipeline)
        defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
        let types = GstMessageType(GST_MESSAGE_EOS.rawValue | GST_MESSAGE_ERROR.rawValue)
        guard let message = gst_bus_timed_pop_filtered(bus, GstClockTime.max, types) else {
            throw ClipError.encoder("no end of stream")
        }
        defer { gst_message_unref(message) }
        if message.pointee.type == GST_MESSAGE_ERROR { throw ClipError.encoder(GStreamerBusWatch.errorText(message)) }
    }

    private func release() {
        gst_element_set_state(pipeline, GST_STATE_NULL)
        gst_object_unref(UnsafeMutableRawPointer(source))
        if let audioSource { gst_object_unref(UnsafeMutableRawPointer(audioSource)) }
        gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }

    /// Takes an error message off the bus, waiting up to `timeout` for one.
    private func takeError(waiting timeout: GstClockTime) -> String? {
        let bus = gst_element_get_bus(pipeline)
        defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }
        guard let message = gst_bus_timed_pop_filtered(bus, timeout, GST_MESSAGE_ERROR) else { return nil }
        defer { gst_message_unref(message) }
        return GStreamerBusWatch.errorText(message)
    }
}
