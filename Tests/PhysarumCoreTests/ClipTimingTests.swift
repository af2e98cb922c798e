import Foundation
import XCTest

@testable import PhysarumCore

/// How clips map simulation steps onto video frames.
final class ClipTimingTests: XCTestCase {
    func testClipTimingKeepsAStepsPerSecondRateForEveryFrameRate() {
        for simSpeed in 1...8 {
            for fps in [1, 24, 25, 30, 50, 60, 120] {
                let timing = ClipTiming(framesPerSecond: fps, simSpeed: simSpeed)
                // Over one second of video the steps add up to exactly 60 × simSpeed.
                let steps = (0..<fps).map(timing.steps(beforeFrame:))
                XCTAssertEqual(steps.reduce(0, +), 60 * simSpeed, "fps \(fps), speed \(simSpeed)")
                // Spread evenly: no frame runs more than one step more than another.
                XCTAssertLessThanOrEqual(steps.max()! - steps.min()!, 1, "fps \(fps), speed \(simSpeed): \(steps)")
                XCTAssertEqual(timing.stepAtFrame(fps - 1), 60 * simSpeed)
            }
        }
        // 30 fps at speed 1: two steps per frame; 60 fps: one; 120 fps: every other frame.
        XCTAssertEqual((0..<4).map(ClipTiming(framesPerSecond: 30, simSpeed: 1).steps(beforeFrame:)), [2, 2, 2, 2])
        XCTAssertEqual((0..<4).map(ClipTiming(framesPerSecond: 120, simSpeed: 1).steps(beforeFrame:)), [0, 1, 0, 1])
    }

    func testATimingNeedsAFrameASecondAndAStepAFrame() {
        // What the init's precondition checks: its trap cannot be tested here, the rule can.
        let rows: [(fps: Int, speed: Int, accepted: Bool)] = [
            (1, 1, true), (0, 1, false), (1, 0, false), (-1, 1, false), (1, -1, false), (0, 0, false),
        ]
        for row in rows {
            XCTAssertEqual(ClipTiming.accepts(framesPerSecond: row.fps, simSpeed: row.speed), row.accepted, "\(row)")
        }
    }

    func testClipFrameCountRoundsAndIsAtLeastOne() {
        let timing = ClipTiming(framesPerSecond: 30, simSpeed: 1)
        XCTAssertEqual(timing.frameCount(seconds: 2), 60)
        XCTAssertEqual(timing.frameCount(seconds: 0.1), 3)
        XCTAssertEqual(timing.frameCount(seconds: 0.01), 1)
    }
}
