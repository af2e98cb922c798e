import Foundation
import XCTest

@testable import PhysarumCore

/// The live recording clock: rendered frames → clip frames at the steady rate.
final class RecordingClockTests: XCTestCase {
    func testAWindowAt60HzRecords30FpsAsEveryOtherFrame() {
        var clock = RecordingClock(timing: ClipTiming(framesPerSecond: 30, simSpeed: 1))
        XCTAssertEqual((0..<6).map { _ in clock.rendered(steps: 1) }, [0, 1, 0, 1, 0, 1])
    }

    func testASlowWindowStillGivesOneClipFramePerTwoSpeedSteps() {
        // A window at 20 fps, speed 3: 3 steps a frame, 6 steps a clip frame.
        var clock = RecordingClock(timing: ClipTiming(framesPerSecond: 30, simSpeed: 3))
        let copies = (0..<20).map { _ in clock.rendered(steps: 3) }
        XCTAssertEqual(copies.reduce(0, +), 10, "60 steps = 10 clip frames: the clip's rate, not the window's")
        XCTAssertEqual(clock.stepsRun, 60)
    }

    func testPausedFramesRecordNothingAndFastClipsRepeatFrames() {
        var clock = RecordingClock(timing: ClipTiming(framesPerSecond: 120, simSpeed: 1))
        XCTAssertEqual(clock.rendered(steps: 0), 0, "paused: nothing, not even the first clip frame")
        // Clip frames fall at steps 0, 1, 1, 2, 2, …: the first step also stands for frame 0.
        XCTAssertEqual(clock.rendered(steps: 1), 3)
        XCTAssertEqual(clock.rendered(steps: 0), 0)
        XCTAssertEqual(clock.rendered(steps: 1), 2, "one step at 60 steps/s is two frames at 120 fps")
        XCTAssertEqual(clock.framesPlanned, 5)
    }

    /// The running time counts the wall time between frames that ran steps, not a pause.
    func testRunningSecondsCountOnlyWhileTheSimulationRuns() {
        var clock = RecordingClock(timing: ClipTiming(framesPerSecond: 30, simSpeed: 1))
        _ = clock.rendered(steps: 1, at: 10.0)  // the first frame starts the count
        _ = clock.rendered(steps: 1, at: 10.5)
        _ = clock.rendered(steps: 0, at: 12.0)  // paused for 1.5 s
        _ = clock.rendered(steps: 1, at: 12.25)
        XCTAssertEqual(clock.runningSeconds, 0.75, accuracy: 1e-9, "0.5 s, then 0.25 s after the pause")
        XCTAssertEqual(clock.clipSeconds, Double(clock.framesPlanned) / 30)
    }

    /// A clip is called short only past both thresholds: more than a second and under 90 % of
    /// the running time (each side of each).
    func testAClipIsShortOnlyPastBothThresholds() {
        let rows: [(steps: Int, seconds: Double, short: Bool, why: String)] = [
            (360, 6.0, false, "6 s of steps in 6 s: real time"),
            (102, 6.0, true, "1.7 s of clip in 6 s: the slow machine of the report"),
            (300, 6.0, false, "5.0 s in 6 s: exactly a second short is within the tolerance"),
            (294, 6.0, true, "4.9 s in 6 s: 1.1 s short and 82 %"),
            (654, 12.0, false, "10.9 s in 12 s: 1.1 s short but 90.8 %"),
            (642, 12.0, true, "10.7 s in 12 s: 1.3 s short and 89.2 %"),
            (1080, 20.0, false, "18.0 s in 20 s: exactly 90 % is not below it"),
            (1074, 20.0, true, "17.9 s in 20 s: below 90 %"),
            (60, 1.5, false, "1 s in 1.5 s: under a second short"),
        ]
        for row in rows {
            var clock = RecordingClock(timing: ClipTiming(framesPerSecond: 30, simSpeed: 1))
            _ = clock.rendered(steps: 1, at: 0)
            _ = clock.rendered(steps: row.steps - 1, at: row.seconds)
            XCTAssertEqual(clock.runningSeconds, row.seconds, accuracy: 1e-9)
            XCTAssertEqual(clock.isShorterThanItRan, row.short, "\(row.why): clip \(clock.clipSeconds) s")
        }
    }
}
