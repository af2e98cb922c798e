import CGStreamer
import Foundation
import PhysarumCore

/// A sound file read whole for `record --audio`: decoded by GStreamer (any format it has a
/// decoder for), analysed by `GStreamerSpectrum` and kept as PCM for the clip's audio track.
public struct GStreamerAudioFile {
    /// The PCM the clip's audio track is encoded from.
    public static let sampleRate = 48_000
    public static let channels = 2
    /// How long a read may wait for the decoder's next buffer before it gives up (ns).
    static let stallTimeout: GstClockTime = 10_000_000_000

    /// The analysis intervals in time order (what `AudioFeatureTimeline` reads).
    public var intervals: [AudioFeatureTimeline.Interval]
    /// Interleaved S16LE samples at `sampleRate`, `channels` channels.
    public var samples: [Int16]

    /// The track's length in seconds.
    public var seconds: Double { Double(samples.count / Self.channels) / Double(Self.sampleRate) }

    /// The gst-launch description: the file decoded, then analysed on one branch and kept as PCM
    /// on the other.
    static var pipelineDescription: String {
        let pcmCaps = "audio/x-raw,format=S16LE,rate=\(sampleRate),channels=\(channels),layout=interleaved"
        return "filesrc name=file ! decodebin ! audioconvert ! audioresample ! tee name=split "
            + "split. ! queue ! \(GStreamerSpectrum.analysis) ! fakesink sync=false "
            + "split. ! queue ! audioconvert ! audioresample ! \(pcmCaps) ! appsink name=pcm sync=false"
    }

    /// Decodes and analyses the file at `path`; throws `ClipError` naming what went wrong.
    public static func read(_ path: String) throws -> GStreamerAudioFile {
        try GStreamer.initialize()
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw ClipError.audio(tr("cannot read {path}", ["path": path]))
        }
        var error: UnsafeMutablePointer<GError>?
        guard let pipeline = gst_parse_launch(pipelineDescription, &error), error == nil else {
            let text = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw ClipError.pipeline(text)
        }
        defer {
            gst_element_set_state(pipeline, GST_STATE_NULL)
            gst_object_unref(UnsafeMutableRawPointer(pipeline))
        }
        let bin = UnsafeMutableRawPointer(pipeline).assumingMemoryBound(to: GstBin.self)
        guard let file = gst_bin_get_by_name(bin, "file"), let sinkElement = gst_bin_get_by_name(bin, "pcm") else {
            throw ClipError.pipeline("the pipeline has no file source or sink")
        }
        gst_util_set_object_arg(UnsafeMutableRawPointer(file).assumingMemoryBound(to: GObject.self), "location", path)
        gst_object_unref(UnsafeMutableRawPointer(file))
        defer { gst_object_unref(UnsafeMutableRawPointer(sinkElement)) }
        let sink = UnsafeMutableRawPointer(sinkElement).assumingMemoryBound(to: GstAppSink.self)
        let bus = gst_element_get_bus(pipeline)!
        defer { gst_object_unref(UnsafeMutableRawPointer(bus)) }

        var result = GStreamerAudioFile(intervals: [], samples: [])
        /// Takes the bus's messages (waiting up to `timeout` for each); true at the end of stream.
        @discardableResult
        func drainBus(waiting timeout: GstClockTime = 0) throws -> Bool {
            while let message = gst_bus_timed_pop(bus, timeout) {
                defer { gst_message_unref(message) }
                if message.pointee.type == GST_MESSAGE_ERROR {
                    throw ClipError.audio(
                        tr(
                            "cannot decode {path}: {error}",
                            ["path": path, "error": GStreamerBusWatch.errorText(message)]))
                }
                if message.pointee.type == GST_MESSAGE_EOS { return true }
                if let (levels, end) = GStreamerSpectrum.levels(in: message) { result.intervals.append((levels, end)) }
            }
            return false
        }
        gst_element_set_state(pipeline, GST_STATE_PLAYING)
        while true {
            try drainBus()
            guard let sample = gst_app_sink_try_pull_sample(sink, stallTimeout) else {
                if gst_app_sink_is_eos(sink) != 0 { break }
                try drainBus()
                throw ClipError.audio(tr("{path} has no sound GStreamer can decode", ["path": path]))
            }
            defer { gst_sample_unref(sample) }
            guard let buffer = gst_sample_get_buffer(sample) else { continue }
            var map = GstMapInfo()
            guard gst_buffer_map(buffer, &map, GST_MAP_READ) != 0 else { continue }
            let count = Int(map.size) / MemoryLayout<Int16>.size
            map.data.withMemoryRebound(to: Int16.self, capacity: count) { pointer in
                result.samples.append(contentsOf: UnsafeBufferPointer(start: pointer, count: count))
            }
            gst_buffer_unmap(buffer, &map)
        }
        // The spectrum's last messages may trail the PCM's end of stream: read up to the pipeline's.
        try drainBus(waiting: stallTimeout)
        guard !result.samples.isEmpty else {
            throw ClipError.audio(tr("{path} has no sound GStreamer can decode", ["path": path]))
        }
        result.intervals.sort { $0.end < $1.end }
        return result
    }

    /// The samples of video frame `index` at `framesPerSecond` (silence past the track's end), so
    /// the audio track is exactly as long as the video.
    public func samples(forFrame index: Int, framesPerSecond: Int) -> [Int16] {
        let start = index * Self.sampleRate / framesPerSecond
        let end = (index + 1) * Self.sampleRate / framesPerSecond
        let available = samples.count / Self.channels
        var slice = [Int16](repeating: 0, count: (end - start) * Self.channels)
        if start < available {
            let upTo = min(end, available)
            slice.replaceSubrange(
                0..<((upTo - start) * Self.channels), with: samples[(start * Self.channels)..<(upTo * Self.channels)])
        }
        return slice
    }
}
