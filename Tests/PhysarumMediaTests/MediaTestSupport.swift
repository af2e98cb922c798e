import Foundation
import PhysarumTestSupport
import XCTest

/// What the media tests share: the built binary, GStreamer's command-line tools and a temporary
/// folder removed after the test.
extension XCTestCase {
    /// The `physarum` executable built beside the tests.
    func binary() throws -> URL {
        try BuiltProduct.url("physarum", besideBundleOf: Self.self)
    }

    /// Every frame of `clip` decoded to raw RGB (top row first) by GStreamer (gst-launch-1.0).
    /// Only the video is demuxed: a clip's sound left unlinked inside `decodebin` once stalled its
    /// queues at the end of the clip (a CI run waited 16 minutes), and a stalled decode fails
    /// after `decodeTimeout` instead of holding the run.
    func decode(_ clip: URL) throws -> Data {
        let raw = clip.appendingPathExtension("rgb")
        let demuxer = clip.pathExtension == "mp4" ? "qtdemux" : "matroskademux"
        let result = try ChildProcess.run(
            try tool("gst-launch-1.0").path,
            [
                "-q", "filesrc", "location=\(clip.path)", "!", demuxer, "name=demux", "demux.video_0", "!",
                "decodebin", "!", "videoconvert", "!", "video/x-raw,format=RGB", "!", "filesink",
                "location=\(raw.path)",
            ], timeout: decodeTimeout)
        XCTAssertFalse(result.timedOut, "decoding \(clip.lastPathComponent) did not end in \(decodeTimeout) s")
        XCTAssertEqual(result.status, 0, result.stderr)
        return try Data(contentsOf: raw)
    }

    /// Seconds a clip's decode may take (a few at most here; a stalled one never ends).
    var decodeTimeout: TimeInterval { 120 }

    /// A GStreamer command-line tool; the test fails (no skip) without it: install-deps installs it.
    func tool(_ name: String) throws -> URL {
        let path = ["/usr/bin", "/usr/local/bin"].map { URL(fileURLWithPath: $0).appendingPathComponent(name) }
        return try XCTUnwrap(
            path.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "\(name) is missing: scripts/setup/install-deps.sh test installs it")
    }

    func temporaryDirectory() throws -> URL {
        try TemporaryDirectory("media", removedBy: addTeardownBlock).url
    }
}
