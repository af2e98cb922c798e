import CGStreamer
import Foundation

/// A tone to switch on and off, played to the default audio output: the known sound the
/// listening tests and `bench --window --audio` measure against (the output's monitor is "what
/// the desktop plays"). `audiotestsrc` paced in real time, low-latency buffering.
public final class GStreamerToneBursts {
    /// The tone: a 60 Hz sine (bass) at 0.8 of full scale.
    public static let frequency = 60
    public static let volume = 0.8

    private let pipeline: UnsafeMutablePointer<GstElement>
    private let tone: UnsafeMutablePointer<GstElement>

    /// Starts the (silent) tone; throws when GStreamer or the output cannot play.
    public init() throws {
        try GStreamer.initialize()
        var error: UnsafeMutablePointer<GError>?
        let description =
            "audiotestsrc name=tone is-live=true wave=sine freq=\(Self.frequency) volume=0 samplesperbuffer=240 "
            + "! pulsesink buffer-time=20000 latency-time=5000"
        guard let made = gst_parse_launch(description, &error), error == nil else {
            let text = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            if let error { g_error_free(error) }
            throw ClipError.pipeline(text)
        }
        pipeline = made
        let bin = UnsafeMutableRawPointer(made).assumingMemoryBound(to: GstBin.self)
        tone = gst_bin_get_by_name(bin, "tone")!
        guard gst_element_set_state(made, GST_STATE_PLAYING) != GST_STATE_CHANGE_FAILURE else {
            gst_object_unref(UnsafeMutableRawPointer(tone))
            gst_object_unref(UnsafeMutableRawPointer(made))
            throw ClipError.pipeline("the audio output cannot play")
        }
    }

    deinit {
        gst_element_set_state(pipeline, GST_STATE_NULL)
        gst_object_unref(UnsafeMutableRawPointer(tone))
        gst_object_unref(UnsafeMutableRawPointer(pipeline))
    }

    /// Turns the tone on or off; the output plays the change `latency` seconds later.
    public func setSounding(_ sounding: Bool) {
        gst_util_set_object_arg(
            UnsafeMutableRawPointer(tone).assumingMemoryBound(to: GObject.self), "volume",
            sounding ? "\(Self.volume)" : "0")
    }

    /// How long after `setSounding` the output plays the change (seconds): the playing
    /// pipeline's latency as GStreamer reports it (the live source's buffer and the sink's).
    public var latency: Double {
        guard let query = gst_query_new_latency() else { return 0 }
        defer { gst_query_unref(query) }
        guard gst_element_query(pipeline, query) != 0 else { return 0 }
        var live: gboolean = 0
        var minimum: GstClockTime = 0
        var maximum: GstClockTime = 0
        gst_query_parse_latency(query, &live, &minimum, &maximum)
        return Double(minimum) / 1e9
    }
}
