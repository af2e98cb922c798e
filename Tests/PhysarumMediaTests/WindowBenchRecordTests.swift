import Foundation
import PhysarumTestSupport
import XCTest

/// `physarum bench --window --record` end to end: the window records a real clip (GStreamer)
/// while it is measured, keeps every clip frame (it holds its own frames rather than drop the
/// encoder's), and reports the recording beside the running around it.
final class WindowBenchRecordTests: XCTestCase {
    func testTheWindowBenchRecordsWithoutDroppingClipFrames() throws {
        guard ProcessInfo.processInfo.environment["DISPLAY"] != nil else {
            throw XCTSkip("no DISPLAY: the window bench needs an X server (scripts/test/test.sh runs it under Xvfb)")
        }
        let result = try ChildProcess.run(
            try binary().path, ["bench", "--window", "--seconds", "0.5", "--size", "480x300", "--record", "--json"],
            timeout: 300)
        XCTAssertEqual(result.status, 0, result.stderr)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], result.stdout)
        let recording = try XCTUnwrap(json["fpsRecording"] as? Double, "\(json)")
        let running = try XCTUnwrap(json["fpsRunningBesideRecording"] as? Double, "\(json)")
        XCTAssertGreaterThan(recording, 0, "frames were drawn while recording")
        XCTAssertGreaterThan(running, 0)
        XCTAssertEqual(try XCTUnwrap(json["recordingRatio"] as? Double), recording / running, accuracy: 1e-9)
        XCTAssertEqual(json["framesDropped"] as? Int, 0, "the window holds its frames instead of dropping clip frames")
        let backlog = try XCTUnwrap(json["encoderBacklog"] as? Int, "\(json)")
        XCTAssertLessThanOrEqual(backlog, 32, "the backlog stays within the queue")
    }
}
