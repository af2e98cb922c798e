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
}
