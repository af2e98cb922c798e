import Foundation
import GtkKit
import PhysarumCore

/// A snapshot's file: the captured frame encoded as PNG and written in one step (off the main
/// thread: encoding an 8K frame takes a while).
enum SnapshotFile {
    /// Encodes `frame` as PNG and writes it to `url` atomically.
    static func write(_ frame: CapturedFrame, to url: URL) throws {
        let png = Texture(rgb: frame.rgb, width: frame.width, height: frame.height).pngData()
        guard !png.isEmpty else { throw SnapshotEncodingError() }
        try Data(png).write(to: url, options: .atomic)
    }
}

/// GDK could not encode the frame as PNG (out of memory).
struct SnapshotEncodingError: LocalizedError {
    var errorDescription: String? { tr("the picture could not be encoded as PNG") }
}
