import Foundation
import PhysarumMedia
import PhysarumTestSupport
import XCTest

/// `physarum record` end to end: the clip GStreamer's own discoverer reads back has the asked
/// duration, size and frame rate; the same seed gives the same frames, another seed others.
final class RecordCommandTests: XCTestCase {
    func testWebMClipHasTheAskedDurationSizeAndFrameRate() throws {
        let clip = try temporaryDirectory().appendingPathComponent("clip.webm")
        try physarum([
            "record", "--preset", "chase", "--seconds", "1.5", "--size", "320x180", "--fps", "12",
            "-o", clip.path,
        ])
        let info = try discover(clip)
        XCTAssertEqual(info.container, "WebM")
        XCTAssertEqual(info.codec, "VP9")
        XCTAssertEqual(info.width, 320)
        XCTAssertEqual(info.height, 180)
        XCTAssertEqual(info.frameRate, "12/1")
        XCTAssertEqual(info.duration, 1.5, accuracy: 0.5 / 12, "duration \(info.duration)")
    }

    func testMP4ClipWhereH264IsInstalled() throws {
        let help = try physarum(["record", "--help"])
        guard help.contains(".mp4  MP4 (H.264): available") else {
            throw XCTSkip("H.264 is not installed here (record --help: \(help.split(separator: "\n").last ?? ""))")
        }
        let clip = try temporaryDirectory().appendingPathComponent("clip.mp4")
        try physarum([
            "record", "--preset", "coral", "--seconds", "1", "--size", "256x144", "--fps", "25", "-o", clip.path,
        ])
        let info = try discover(clip)
        XCTAssertTrue(info.container.contains("MP4") || info.container.contains("Quicktime"), info.container)
        XCTAssertTrue(info.codec.contains("H.264"), info.codec)
        XCTAssertEqual([info.width, info.height], [256, 144])
        XCTAssertEqual(info.frameRate, "25/1")
        XCTAssertEqual(info.duration, 1, accuracy: 0.5 / 25)
    }

    func testSameSeedGivesTheSameFramesAndAnotherSeedOthers() throws {
        let directory = try temporaryDirectory()
        func frames(seed: Int, name: String) throws -> Data {
            let clip = directory.appendingPathComponent(name + ".webm")
            try physarum([
                "record", "--preset", "chase", "--seconds", "0.5", "--size", "160x96", "--fps", "10",
                "--seed", "\(seed)", "-o", clip.path,
            ])
            return try decode(clip)
        }
        let a = try frames(seed: 7, name: "a"), b = try frames(seed: 7, name: "b"), c = try frames(seed: 8, name: "c")
        XCTAssertEqual(a.count, 5 * 160 * 96 * 3, "5 decoded RGB frames")
        XCTAssertEqual(a, b, "same seed, same frames")
        XCTAssertNotEqual(a, c, "another seed, other frames")
    }

    func testBadOutputAndSizeAreUsageErrors() throws {
        let directory = try temporaryDirectory()
        for (arguments, message) in [
            (["--preset", "chase", "-o", directory.appendingPathComponent("x.avi").path], ".webm or .mp4"),
            (
                ["--preset", "chase", "--size", "321x180", "-o", directory.appendingPathComponent("x.webm").path],
                "even"
            ),
            (["--preset", "nope", "-o", directory.appendingPathComponent("x.webm").path], "physarum presets"),
            (
                ["--json", "--preset", "chase", "-o", directory.appendingPathComponent("x.webm").path],
                "goes with --formats"
            ),
        ] {
            let result = try ChildProcess.run(binary().path, ["record"] + arguments)
            XCTAssertEqual(result.status, 2, arguments.joined(separator: " "))
            XCTAssertTrue(result.stderr.contains(message), result.stderr)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), [], "nothing written")
    }

    /// `--formats --json` is the staging script's source: what the app itself says it needs.
    func testFormatsAsJSONAreTheRequirementsAndTheTextIsTheHelpsReport() throws {
        let json = try ChildProcess.run(binary().path, ["record", "--formats", "--json"])
        XCTAssertEqual(json.status, 0, json.stderr)
        let decoded = try JSONDecoder().decode(GStreamerRequirements.self, from: Data(json.stdout.utf8))
        XCTAssertEqual(decoded, GStreamer.requirements)
        let text = try ChildProcess.run(binary().path, ["record", "--formats"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertEqual(text.stdout, GStreamer.formatReport + "\n")
    }

    // MARK: - Helpers

    private struct Discovered {
        var container = "", codec = "", frameRate = ""
        var width = 0, height = 0
        var duration = 0.0
    }

    /// gst-discoverer-1.0's report of `clip`.
    private func discover(_ clip: URL) throws -> Discovered {
        let result = try ChildProcess.run(try tool("gst-discoverer-1.0").path, [clip.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        var info = Discovered()
        for line in result.stdout.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            func value(_ key: String) -> String? {
                line.hasPrefix(key + ": ") ? String(line.dropFirst(key.count + 2)) : nil
            }
            if let v = value("Duration") {
                let parts = v.split(separator: ":").compactMap { Double($0) }
                if parts.count == 3 { info.duration = parts[0] * 3600 + parts[1] * 60 + parts[2] }
            }
            if let v = value("Width") { info.width = Int(v) ?? 0 }
            if let v = value("Height") { info.height = Int(v) ?? 0 }
            if let v = value("Frame rate") { info.frameRate = v }
            if line.hasPrefix("container #0: ") { info.container = String(line.dropFirst("container #0: ".count)) }
            if line.hasPrefix("video #"), let colon = line.firstIndex(of: ":") {
                info.codec = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return info
    }

    @discardableResult
    private func physarum(_ arguments: [String]) throws -> String {
        let result = try ChildProcess.run(try binary().path, arguments)
        XCTAssertEqual(result.status, 0, result.stderr)
        return result.stdout
    }
}
