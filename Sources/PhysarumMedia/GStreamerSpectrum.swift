import CGStreamer
import PhysarumCore

/// The analysis both listening and `record --audio` use: GStreamer's own `spectrum` element on
/// mono audio at `sampleRate`, one message per `interval`, read into `AudioBandLevels`.
enum GStreamerSpectrum {
    /// The rate the analysis runs at (Hz): 12 kHz of bandwidth covers the treble band.
    static let sampleRate = 24_000
    /// Bands over 0…12 kHz: 46.875 Hz each, so bass (< 250 Hz) has five.
    static let bands = 256
    /// One message per 10 ms: a burst shows in the next frame, well inside 50 ms.
    static let intervalNanoseconds: UInt64 = 10_000_000

    /// The gst-launch description from converted audio to the spectrum's messages.
    static var analysis: String {
        "audioconvert ! audioresample ! audio/x-raw,format=F32LE,channels=1,rate=\(sampleRate) "
            + "! spectrum bands=\(bands) interval=\(intervalNanoseconds) threshold=-100 post-messages=true "
            + "message-magnitude=true message-phase=false"
    }

    /// The levels and the end of their interval (running time, seconds) in a `spectrum` message;
    /// nil for any other message.
    static func levels(in message: UnsafeMutablePointer<GstMessage>) -> (levels: AudioBandLevels, time: Double)? {
        guard message.pointee.type == GST_MESSAGE_ELEMENT, let structure = gst_message_get_structure(message),
            String(cString: gst_structure_get_name(structure)) == "spectrum",
            let list = gst_structure_get_value(structure, "magnitude")
        else { return nil }
        let count = Int(gst_value_list_get_size(list))
        var magnitudes = [Double](repeating: -100, count: count)
        for index in 0..<count {
            if let value = gst_value_list_get_value(list, guint(index)) {
                magnitudes[index] = Double(g_value_get_float(value))
            }
        }
        var running: GstClockTime = 0
        var duration: GstClockTime = 0
        if gst_structure_get_clock_time(structure, "running-time", &running) == 0 {
            gst_structure_get_clock_time(structure, "timestamp", &running)
        }
        gst_structure_get_clock_time(structure, "duration", &duration)
        let end = Double(running &+ duration) / 1e9
        return (AudioBandLevels(magnitudesDB: magnitudes, sampleRate: Double(sampleRate)), end)
    }
}
