import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumMedia

/// An encoder that fails while recording (here: a clip on a full disk, a link to /dev/full) is
/// reported at once, by both kinds of writer, and nothing waits on it: the window's writer shows
/// `failure` while frames are still coming, the headless one stops taking frames instead of
/// blocking on a queue nobody drains, and `finish` throws instead of waiting for an end of stream
/// that never comes.
final class EncoderFailureTests: XCTestCase {
    private let (width, height) = (320, 192)

    /// A clip path whose writes fail with "no space left" (filesink opens it fine).
    private func fullDiskClip() throws -> URL {
        let clip = try temporaryDirectory().appendingPathComponent("full.webm")
        try FileManager.default.createSymbolicLink(atPath: clip.path, withDestinationPath: "/dev/full")
        return clip
    }

    /// Frames of noise, so the encoder writes enough for filesink's buffer to reach the disk.
    private func noiseFrames(_ count: Int) -> [[UInt8]] {
        var random = SystemRandomNumberGenerator()
        return (0..<count).map { _ in (0..<width * height * 4).map { _ in UInt8.random(in: 0...255, using: &random) } }
    }

    func testTheWindowsWriterReportsAFailureWhileRecordingAndFinishDoesNotWait() throws {
        let writer = try GStreamerClipWriter.windowWriter(
            path: try fullDiskClip().path, format: .webm, width: width, height: height, framesPerSecond: 30)
        let frames = noiseFrames(4)
        let deadline = Date().addingTimeInterval(30)
        var appended = 0
        while writer.failure == nil, Date() < deadline {
            frames[appended % frames.count].withUnsafeBytes { _ = writer.append(rgbaBottomUp: $0) }
            appended += 1
            Thread.sleep(forTimeInterval: 0.01)
        }
        let failure = try XCTUnwrap(writer.failure, "no failure after \(appended) frames on a full disk")
        XCTAssertTrue(failure.lowercased().contains("space"), failure)
        XCTAssertFalse(frames[0].withUnsafeBytes { writer.append(rgbaBottomUp: $0) }, "a failed writer takes no frame")
        let began = Date()
        XCTAssertThrowsError(try writer.finish()) { error in
            XCTAssertEqual(error as? ClipError, .encoder(failure))
        }
        XCTAssertLessThan(Date().timeIntervalSince(began), 5, "finish does not wait for an end of stream")
    }

    func testAHeadlessWriterStopsTakingFramesInsteadOfBlocking() throws {
        let writer = try GStreamerClipWriter(
            path: try fullDiskClip().path, format: .webm, width: width, height: height, framesPerSecond: 30,
            blocking: true)
        let frames = noiseFrames(4)
        let refused = expectation(description: "a frame is refused")
        // On its own thread: the old writer blocked here for good once its queue was full.
        let result = LockedBox<(appended: Int, failure: String?)>((0, nil))
        Thread.detachNewThread {
            for index in 0..<600 {
                let taken = frames[index % frames.count].withUnsafeBytes { writer.append(rgbaBottomUp: $0) }
                if !taken {
                    result.value = (index, writer.failure)
                    refused.fulfill()
                    return
                }
            }
        }
        wait(for: [refused], timeout: 60)
        let failure = try XCTUnwrap(result.value.failure, "refused after \(result.value.appended) frames")
        XCTAssertTrue(failure.lowercased().contains("space"), failure)
        XCTAssertThrowsError(try writer.finish())
    }

    func testAWriterOnAGoodDiskHasNoFailure() throws {
        let clip = try temporaryDirectory().appendingPathComponent("fine.webm")
        let writer = try GStreamerClipWriter(
            path: clip.path, format: .webm, width: width, height: height, framesPerSecond: 30, blocking: true)
        for frame in noiseFrames(12) { XCTAssertTrue(frame.withUnsafeBytes { writer.append(rgbaBottomUp: $0) }) }
        XCTAssertNil(writer.failure)
        XCTAssertNoThrow(try writer.finish())
        XCTAssertGreaterThan((try FileManager.default.attributesOfItem(atPath: clip.path)[.size] as? Int) ?? 0, 1000)
    }

    func testRecordOnAFullDiskSaysSoAndExits() throws {
        // With a timeout: a record that hangs (as it did) fails the test instead of hanging it.
        let result = try ChildProcess.run(
            try binary().path,
            ["record", "--preset", "chase", "--seconds", "4", "--size", "640x400", "-o", try fullDiskClip().path],
            timeout: 60)
        XCTAssertFalse(result.timedOut, "record hung on a full disk")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("the video encoder failed"), result.stderr)
        XCTAssertTrue(result.stderr.lowercased().contains("space"), result.stderr)
        XCTAssertFalse(result.stderr.contains("cut short"), "nothing reached the disk: \(result.stderr)")
    }

    func testRecordCutShortKeepsWhatItWroteAndSaysWhere() throws {
        // A disk that fills after 512 KiB: a file-size limit (bash's ulimit -f, in KiB) makes the
        // write past it fail (EFBIG), SIGXFSZ ignored so the write fails instead of the process.
        let clip = try temporaryDirectory().appendingPathComponent("cut.webm")
        let limitKiB = 512
        let record = [
            try binary().path, "record", "--preset", "chase", "--seconds", "8", "--size", "640x400", "-o", clip.path,
        ]
        let result = try ChildProcess.run(
            "/bin/bash", ["-c", "trap '' XFSZ; ulimit -f \(limitKiB); exec \"$@\"", "bash"] + record, timeout: 120)
        XCTAssertFalse(result.timedOut, "record hung on a full disk")
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("the video encoder failed"), result.stderr)
        XCTAssertTrue(result.stderr.contains("cut short"), result.stderr)
        XCTAssertTrue(result.stderr.contains(clip.path), "the error names the file: \(result.stderr)")
        let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: clip.path)[.size] as? Int)
        XCTAssertEqual(size, limitKiB * 1024, "what was written stays")
        // Eight seconds of 640×400 need more than 512 KiB (≈ 0.9 MiB); the part written plays.
        let frames = try decode(clip).count / (640 * 400 * 3)
        XCTAssertGreaterThan(frames, 0, "the part written decodes")
        XCTAssertLessThan(frames, 240, "and is only a part")
    }
}

/// A value shared with a thread the test started, behind a lock.
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
