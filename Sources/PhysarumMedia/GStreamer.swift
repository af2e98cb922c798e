import CGStreamer
import Foundation
import PhysarumCore

/// GStreamer set-up and what this installation can encode.
public enum GStreamer {
    private static let initialized: Bool = { gst_init_check(nil, nil, nil) != 0 }()

    /// Initialises GStreamer once; throws when it cannot start.
    static func initialize() throws {
        guard initialized else { throw ClipError.unavailable("GStreamer could not be initialised") }
    }

    /// Whether an element factory named `name` is installed.
    static func hasElement(_ name: String) -> Bool {
        guard initialized, let factory = gst_element_factory_find(name) else { return false }
        gst_object_unref(UnsafeMutableRawPointer(factory))
        return true
    }

    /// The elements each format needs (encoder, parser, muxer; the Debian package that has them).
    static func elements(for format: ClipFormat) -> (names: [String], package: String) {
        switch format {
        case .webm:
            (["appsrc", "videoconvert", "vp9enc", "vp8enc", "webmmux", "filesink"], "gstreamer1.0-plugins-good")
        case .mp4:
            (
                ["appsrc", "videoconvert", "x264enc", "h264parse", "mp4mux", "filesink"],
                "gstreamer1.0-plugins-ugly and gstreamer1.0-plugins-bad"
            )
        }
    }

    /// The formats this installation can write.
    public static var availableFormats: [ClipFormat] {
        ClipFormat.allCases.filter { format in elements(for: format).names.allSatisfy(hasElement) }
    }

    /// Why `format` cannot be written, or nil when it can.
    static func missing(_ format: ClipFormat) -> String? {
        let (names, package) = elements(for: format)
        let absent = names.filter { !hasElement($0) }
        guard !absent.isEmpty else { return nil }
        return "\(format.title) needs the GStreamer element(s) \(absent.joined(separator: ", ")) (\(package))"
    }

    /// The audio encoders each format can carry, best first (`record --audio`): Opus in WebM;
    /// AAC in MP4 from whichever AAC encoder is installed (voaacenc is in plugins-bad).
    static func audioEncoders(for format: ClipFormat) -> (names: [String], package: String) {
        switch format {
        case .webm: (["opusenc"], "gstreamer1.0-plugins-base")
        case .mp4: (["fdkaacenc", "avenc_aac", "voaacenc"], "gstreamer1.0-plugins-bad (voaacenc)")
        }
    }

    /// The installed audio encoder for `format`, nil when none is.
    static func audioEncoder(for format: ClipFormat) -> String? {
        audioEncoders(for: format).names.first(where: hasElement)
    }

    /// Why `format` cannot carry an audio track, or nil when it can.
    static func missingAudio(_ format: ClipFormat) -> String? {
        guard audioEncoder(for: format) == nil else { return nil }
        let (names, package) = audioEncoders(for: format)
        return
            "\(format.title) with sound needs one of the GStreamer elements \(names.joined(separator: ", ")) (\(package))"
    }

    /// One line per format for `record --help`: available or what to install, and its sound.
    public static var formatReport: String {
        ClipFormat.allCases.map { format in
            let state = missing(format).map { "not available: \($0)" } ?? "available"
            let sound =
                missingAudio(format).map { "--audio not available: \($0)" }
                ?? "--audio as \(format == .webm ? "Opus" : "AAC") (\(audioEncoder(for: format) ?? ""))"
            return "  .\(format.fileExtension)  \(format.title): \(state); \(sound)"
        }.joined(separator: "\n")
    }
}

/// A clip that could not be written.
public enum ClipError: Error, Equatable, CustomStringConvertible {
    case unavailable(String)
    case pipeline(String)
    case encoder(String)
    /// The sound file for the clip could not be read.
    case audio(String)
    /// The encoder failed after writing part of the clip, which stays at `path` (`ClipRemains`).
    case cutShort(String, path: String)

    public var description: String {
        switch self {
        case .unavailable(let text): tr("video recording is not available: {reason}", ["reason": text])
        case .pipeline(let text): tr("cannot start the video encoder: {reason}", ["reason": text])
        case .encoder(let text): tr("the video encoder failed: {reason}", ["reason": text])
        case .audio(let text): tr("the sound for the clip: {reason}", ["reason": text])
        case .cutShort(let text, let path):
            tr(
                "{failure} The clip is cut short: what was recorded before is in {path}.",
                ["failure": "\(ClipError.encoder(text))", "path": path])
        }
    }
}
