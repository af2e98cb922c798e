import Foundation
import PhysarumTestSupport
import XCTest

/// `physarum record --audio`: a generated track with tone bursts at known times brightens the
/// frames of a preset whose modulations follow the bass, the clip carries the track (video and
/// audio of its length, as gst-discoverer reads them), and the same seed and file give the same
/// frames.
final class RecordAudioTests: XCTestCase {
    static let trackSeconds = 4.0
    /// The bursts (seconds): a 60 Hz tone, silence around them.
    static let bursts: [Range<Double>] = [1.0..<1.4, 2.6..<3.0]
    static let fps = 10
    static let size = (width: 160, height: 96)

    func testBurstsBrightenTheirFramesAndTheClipCarriesTheTrack() throws {
        let directory = try temporaryDirectory()
        let track = directory.appendingPathComponent("bursts.wav")
        let silence = directory.appendingPathComponent("silence.wav")
        try Self.wav(seconds: Self.trackSeconds, bursts: Self.bursts).write(to: track)
        try Self.wav(seconds: Self.trackSeconds, bursts: []).write(to: silence)

        let withBursts = try record(audio: track, to: directory.appendingPathComponent("bursts.webm"))
        let silent = try record(audio: silence, to: directory.appendingPathComponent("silent.webm"))
        let frameCount = Int(Self.trackSeconds) * Self.fps
        XCTAssertEqual(withBursts.count, frameCount, "the track's length at \(Self.fps) fps")
        XCTAssertEqual(silent.count, frameCount)

        // Ember Pulse's bloom follows the bass and its exposure the loudness: render-only, so the
        // two clips differ only where the sound does.
        let difference = zip(withBursts, silent).map { $0 - $1 }
        for frame in 1..<10 {
            XCTAssertEqual(difference[frame], 0, accuracy: 0.5, "frame \(frame), before the first burst")
        }
        for burst in Self.bursts {
            // Frame i shows the analysis up to i / fps: the frame at the burst's start shows the
            // silence before it (not the next frame's sound, which the steps already follow).
            let first = Int(burst.lowerBound * Double(Self.fps))
            XCTAssertEqual(difference[first], 0, accuracy: 0.5, "frame \(first), where the burst \(burst) starts")
            // The burst's frames after its first.
            let frames = (Int(burst.lowerBound * Double(Self.fps)) + 1)..<Int(burst.upperBound * Double(Self.fps))
            for frame in frames {
                XCTAssertGreaterThan(difference[frame], 8, "frame \(frame) in the burst \(burst) is brighter")
            }
            let later = Int((burst.upperBound + 0.6) * Double(Self.fps))
            XCTAssertLessThan(
                abs(difference[later]), difference[frames.lowerBound] / 3, "frame \(later): it fades after the burst")
        }

        let info = try ChildProcess.run(
            try tool("gst-discoverer-1.0").path, [directory.appendingPathComponent("bursts.webm").path])
        XCTAssertEqual(info.status, 0, info.stderr)
        XCTAssertTrue(info.stdout.contains("video #") && info.stdout.contains("VP9"), info.stdout)
        XCTAssertTrue(info.stdout.contains("audio #") && info.stdout.contains("Opus"), info.stdout)
        let duration = try XCTUnwrap(Self.duration(in: info.stdout), info.stdout)
        XCTAssertEqual(duration, Self.trackSeconds, accuracy: 1.0 / Double(Self.fps), "the track's length")
    }

    func testTheSameSeedAndFileGiveTheSameFramesAndSecondsCutTheClip() throws {
        let directory = try temporaryDirectory()
        let track = directory.appendingPathComponent("bursts.wav")
        try Self.wav(seconds: Self.trackSeconds, bursts: Self.bursts).write(to: track)
        let a = try decode(try recordClip(audio: track, to: directory.appendingPathComponent("a.webm")))
        let b = try decode(try recordClip(audio: track, to: directory.appendingPathComponent("b.webm")))
        XCTAssertEqual(a, b, "same seed, same file: same frames")

        let cut = directory.appendingPathComponent("cut.mp4")
        let help = try ChildProcess.run(try binary().path, ["record", "--help"])
        XCTAssertTrue(help.stdout.contains("--audio"), help.stdout)
        guard help.stdout.contains("--audio as AAC") else {
            throw XCTSkip("no AAC encoder here (record --help: \(help.stdout.split(separator: "\n").suffix(2)))")
        }
        _ = try recordClip(audio: track, to: cut, extra: ["--seconds", "1.5"])
        let info = try ChildProcess.run(try tool("gst-discoverer-1.0").path, [cut.path])
        XCTAssertTrue(info.stdout.contains("H.264") && info.stdout.contains("AAC"), info.stdout)
        XCTAssertEqual(try XCTUnwrap(Self.duration(in: info.stdout)), 1.5, accuracy: 1.0 / Double(Self.fps))
    }

    func testAFileWithoutSoundIsAClearErrorAndWritesNothing() throws {
        let directory = try temporaryDirectory()
        let notSound = directory.appendingPathComponent("notes.txt")
        try Data("not a sound".utf8).write(to: notSound)
        let clip = directory.appendingPathComponent("clip.webm")
        let result = try ChildProcess.run(
            try binary().path, ["record", "--preset", "ember-pulse", "--audio", notSound.path, "-o", clip.path])
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("notes.txt"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: clip.path), "no clip was started")
    }

    // MARK: - Helpers

    @discardableResult
    private func recordClip(audio: URL, to clip: URL, extra: [String] = []) throws -> URL {
        let result = try ChildProcess.run(
            try binary().path,
            [
                "record", "--preset", "ember-pulse", "--audio", audio.path, "--size",
                "\(Self.size.width)x\(Self.size.height)", "--fps", "\(Self.fps)", "--seed", "3", "-o", clip.path,
            ] + extra)
        XCTAssertEqual(result.status, 0, result.stderr)
        return clip
    }

    /// The mean brightness (0…255) of each frame of the clip recorded with `audio`.
    private func record(audio: URL, to clip: URL) throws -> [Double] {
        let rgb = try decode(try recordClip(audio: audio, to: clip))
        let frameBytes = Self.size.width * Self.size.height * 3
        return stride(from: 0, to: rgb.count - frameBytes + 1, by: frameBytes).map { start in
            var sum = 0
            for index in start..<(start + frameBytes) { sum += Int(rgb[index]) }
            return Double(sum) / Double(frameBytes)
        }
    }

    /// "Duration: 0:00:04.000000000" in seconds.
    static func duration(in report: String) -> Double? {
        guard let line = report.split(separator: "\n").first(where: { $0.contains("Duration: ") }) else { return nil }
        let parts = line.split(separator: " ").last?.split(separator: ":").compactMap { Double($0) } ?? []
        return parts.count == 3 ? parts[0] * 3600 + parts[1] * 60 + parts[2] : nil
    }

    /// A 16-bit mono 48 kHz WAV file: a 60 Hz tone at 0.8 of full scale during `bursts`, silence else.
    static func wav(seconds: Double, bursts: [Range<Double>]) -> Data {
        let rate = 48_000
        let count = Int(seconds * Double(rate))
        var data = Data()
        func append<T: FixedWidthInteger>(_ value: T) {
            withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) }
        }
        data.append(contentsOf: Array("RIFF".utf8))
        append(UInt32(36 + count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16))
        append(UInt16(1))  // PCM
        append(UInt16(1))  // mono
        append(UInt32(rate))
        append(UInt32(rate * 2))
        append(UInt16(2))
        append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(count * 2))
        for index in 0..<count {
            let time = Double(index) / Double(rate)
            let loud = bursts.contains { $0.contains(time) }
            append(Int16(loud ? 0.8 * 32767 * sin(2 * Double.pi * 60 * time) : 0))
        }
        return data
    }
}
