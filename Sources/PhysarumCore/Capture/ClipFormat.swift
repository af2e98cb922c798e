/// A video clip's container and codec, chosen by the output file's extension.
public enum ClipFormat: String, CaseIterable, Sendable {
    /// VP9 in WebM (VP8 from the window, which encodes beside the player): the default, free of
    /// patents, plays in every browser.
    case webm
    /// H.264 in MP4: where an H.264 encoder (x264) is installed.
    case mp4

    /// The file extension, without the dot.
    public var fileExtension: String { rawValue }

    /// What it is, for help and errors ("WebM (VP9)").
    public var title: String {
        switch self {
        case .webm: "WebM (VP9)"
        case .mp4: "MP4 (H.264)"
        }
    }

    /// The format a path asks for by its extension (case-insensitive); nil for any other.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        guard let format = ClipFormat(rawValue: name[name.index(after: dot)...].lowercased()) else { return nil }
        self = format
    }
}
