import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumMedia

/// The clip writer's own rules: GL's bottom-up rows come out top row first (turned over while
/// copied, no flip element), and the window's encoding runs below the player's priority while a
/// headless recording's keeps the process's.
final class ClipWriterTests: XCTestCase {
    func testBottomUpFramesComeOutTopRowFirst() throws {
        let (width, height) = (64, 48)
        let clip = try temporaryDirectory().appendingPathComponent("rows.webm")
        let writer = try GStreamerClipWriter(
            path: clip.path, format: .webm, width: width, height: height, framesPerSecond: 10, blocking: true)
        // GL's order: the first rows in memory are the picture's bottom; red there, blue on top.
        var frame = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            for x in 0..<width {
                let pixel = (row * width + x) * 4
                (frame[pixel], frame[pixel + 1], frame[pixel + 2]) = row < height / 2 ? (220, 0, 0) : (0, 0, 220)
            }
        }
        for _ in 0..<3 { XCTAssertTrue(frame.withUnsafeBytes { writer.append(rgbaBottomUp: $0) }) }
        try writer.finish()

        let decoded = try decode(clip)
        XCTAssertEqual(decoded.count, 3 * width * height * 3, "3 decoded RGB frames")
        /// Mean red and blue of the first frame's rows `rows` (top row first), away from the seam.
        func mean(_ rows: Range<Int>) -> (red: Double, blue: Double) {
            var red = 0, blue = 0
            for row in rows {
                for x in 0..<width {
                    red += Int(decoded[(row * width + x) * 3])
                    blue += Int(decoded[(row * width + x) * 3 + 2])
                }
            }
            let count = Double(rows.count * width)
            return (Double(red) / count, Double(blue) / count)
        }
        let top = mean(0..<height / 2 - 4), bottom = mean(height / 2 + 4..<height)
        XCTAssertGreaterThan(top.blue, 180, "the top is blue: \(top)")
        XCTAssertLessThan(top.red, 40, "the top is blue: \(top)")
        XCTAssertGreaterThan(bottom.red, 180, "the bottom is red: \(bottom)")
        XCTAssertLessThan(bottom.blue, 40, "the bottom is red: \(bottom)")
    }

    func testWindowWritersEncodeBelowThePlayersPriority() throws {
        let base = Int(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
        let (width, height) = (320, 192)
        let writer = try GStreamerClipWriter.windowWriter(
            path: try temporaryDirectory().appendingPathComponent("nice.webm").path, format: .webm, width: width,
            height: height, framesPerSecond: 30)
        defer { try? writer.finish() }
        let frame = [UInt8](repeating: 90, count: width * height * 4)
        for _ in 0..<4 { frame.withUnsafeBytes { _ = writer.append(rgbaBottomUp: $0) } }
        let lowered = min(19, base + Int(GStreamerClipWriter.windowEncoderNice))
        XCTAssertGreaterThan(lowered, base, "nice \(base) leaves room below")
        // The streaming thread, and the encoder's workers started from it, carry its name.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, writer.framesQueued > 0 || streamingThreadNices(of: getpid()).isEmpty {
            usleep(20_000)
        }
        let nices = streamingThreadNices(of: getpid())
        XCTAssertFalse(nices.isEmpty, "the pipeline's streaming thread runs")
        XCTAssertEqual(Set(nices), [lowered], "every encoding thread at nice \(lowered)")
    }

    /// Window clips (non-blocking writers) encode VP8 on one thread at 1.5 × the bit rate, beside
    /// the player; headless ones VP9 on every usable core; MP4 is H.264 either way.
    func testWindowWebMIsVP8OnOneThreadAndHeadlessWebMIsVP9() {
        func description(_ format: ClipFormat, blocking: Bool) -> String {
            GStreamerClipWriter.pipelineDescription(
                format: format, width: 1280, height: 800, framesPerSecond: 30, blocking: blocking)
        }
        let window = description(.webm, blocking: false), headless = description(.webm, blocking: true)
        XCTAssertTrue(window.contains("vp8enc deadline=1 cpu-used=16 "), window)
        XCTAssertTrue(window.contains(" threads=1 "), window)
        XCTAssertFalse(window.contains("vp9enc"), window)
        XCTAssertTrue(headless.contains("vp9enc deadline=1 cpu-used=9 "), headless)
        XCTAssertTrue(headless.contains(" threads=\(GStreamerClipWriter.encoderThreads) "), headless)
        XCTAssertFalse(headless.contains("vp8enc"), headless)
        // 1280 × 800 × 30 / 10 = 3 072 000 bit/s headless, half as much again from the window.
        XCTAssertTrue(headless.contains("target-bitrate=3072000 "), headless)
        XCTAssertTrue(window.contains("target-bitrate=4608000 "), window)
        for blocking in [false, true] {
            let mp4 = description(.mp4, blocking: blocking)
            XCTAssertTrue(mp4.contains("x264enc ") && !mp4.contains("vp8enc") && !mp4.contains("vp9enc"), mp4)
        }
    }

    func testHeadlessRecordingEncodesAtTheProcessPriority() throws {
        let clip = try temporaryDirectory().appendingPathComponent("headless.webm")
        let record = try ChildProcess.start(
            binary().path, ["record", "--preset", "chase", "--seconds", "4", "--size", "640x360", "-o", clip.path])
        defer { _ = record.wait() }
        let base = Int(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))
        var nices: [Int] = []
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, record.isRunning, nices.count < 2 {
            nices = streamingThreadNices(of: record.processIdentifier)
            usleep(20_000)
        }
        XCTAssertFalse(nices.isEmpty, "the pipeline's streaming thread ran while `physarum record` encoded")
        XCTAssertEqual(Set(nices), [base], "headless encoding keeps the process's nice \(base)")
    }

    /// The nice values of process `pid`'s threads named after the writer's source pad ("src:src").
    private func streamingThreadNices(of pid: Int32) -> [Int] {
        let tasks = "/proc/\(pid)/task"
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
        return threads.compactMap { thread in
            guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/stat", encoding: .utf8),
                let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")"),
                stat[stat.index(after: open)..<close] == "src:src"
            else { return nil }
            // After "(comm) ": state, ppid, …; nice is the 17th field there.
            let fields = stat[stat.index(close, offsetBy: 2)...].split(separator: " ")
            return fields.count > 16 ? Int(fields[16]) : nil
        }
    }
}
