import PhysarumCore

/// What each clip format needs of GStreamer, in a form made for machines (`physarum record
/// --formats --json`): the GPU staging script copies the plugins that hold these elements, so it
/// never reads the help's prose.
public struct GStreamerRequirements: Codable, Equatable, Sendable {
    public struct Format: Codable, Equatable, Sendable {
        /// The file extension that picks it ("webm", "mp4").
        public var format: String
        public var title: String
        /// Every element its video needs, and those of them not installed here.
        public var elements: [String]
        public var missing: [String]
        /// The Debian package(s) that have them.
        public var package: String
        /// `--audio`: any one of these encoders, best first; the one installed here (nil: none).
        public var audioEncoders: [String]
        public var audioEncoder: String?
        public var audioPackage: String
    }

    /// `--audio FILE`, whatever the format: what reads, analyses and muxes the track.
    public struct AudioFile: Codable, Equatable, Sendable {
        /// Elements every track needs (reading, the spectrum, the clip's audio branch).
        public var elements: [String]
        /// Decoders for common sound files (WAV, FLAC, Ogg Vorbis and Opus, MP3): decodebin
        /// picks among them at run time, so each is worth staging where it is installed.
        public var decoders: [String]
        /// Plugins that are needed but hold no element of their own by name (decodebin's
        /// type detection).
        public var plugins: [String]
    }

    public var formats: [Format]
    public var audioFile: AudioFile
}

extension GStreamer {
    /// What every clip format and `--audio` need, and what is missing here.
    public static var requirements: GStreamerRequirements {
        let formats = ClipFormat.allCases.map { format in
            let (names, package) = elements(for: format)
            let (encoders, audioPackage) = audioEncoders(for: format)
            return GStreamerRequirements.Format(
                format: format.fileExtension, title: format.title, elements: names,
                missing: names.filter { !hasElement($0) }, package: package, audioEncoders: encoders,
                audioEncoder: audioEncoder(for: format), audioPackage: audioPackage)
        }
        return GStreamerRequirements(
            formats: formats,
            audioFile: .init(elements: audioFileElements, decoders: audioFileDecoders, plugins: ["typefindfunctions"]))
    }

    /// The elements `record --audio` runs besides the format's encoder: those of the reading
    /// pipeline and of the clip's audio branch, as their descriptions name them, and the
    /// `typefind` that decodebin makes inside itself.
    static var audioFileElements: [String] {
        let encoders = Set(ClipFormat.allCases.flatMap { audioEncoders(for: $0).names })
        let branch = GStreamerClipWriter.audioBranch(encoder: audioEncoders(for: .webm).names[0])
        let named = elementNames(in: GStreamerAudioFile.pipelineDescription) + elementNames(in: branch) + ["typefind"]
        return unique(named.filter { !encoders.contains($0) })
    }

    static let audioFileDecoders = [
        "wavparse", "flacparse", "flacdec", "oggdemux", "vorbisdec", "opusdec", "mpegaudioparse", "mpg123audiodec",
    ]

    /// The element factories a gst-launch `description` names, each once, in order: the first
    /// word of every link, leaving out caps ("audio/x-raw,…") and pad references ("split.").
    static func elementNames(in description: String) -> [String] {
        let names = description.split(separator: "!").compactMap { link -> String? in
            guard let word = link.split(separator: " ").first.map(String.init) else { return nil }
            let isFactory = word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
            return isFactory ? word : nil
        }
        return unique(names)
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
