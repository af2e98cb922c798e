import Foundation
import XCTest

@testable import PhysarumCore

/// The pure rules behind snapshots and clips.
final class CaptureRulesTests: XCTestCase {
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

    func testClipFrameCountRoundsAndIsAtLeastOne() {
        let timing = ClipTiming(framesPerSecond: 30, simSpeed: 1)
        XCTAssertEqual(timing.frameCount(seconds: 2), 60)
        XCTAssertEqual(timing.frameCount(seconds: 0.1), 3)
        XCTAssertEqual(timing.frameCount(seconds: 0.01), 1)
    }

    func testClipFormatComesFromTheExtension() {
        XCTAssertEqual(ClipFormat(path: "clip.webm"), .webm)
        XCTAssertEqual(ClipFormat(path: "/a.b/CLIP.MP4"), .mp4)
        XCTAssertNil(ClipFormat(path: "clip.mkv"))
        XCTAssertNil(ClipFormat(path: "webm"))
        XCTAssertNil(ClipFormat(path: "/tmp/.webm"))
        XCTAssertNil(ClipFormat(path: "dir.webm/clip"))
    }

    func testSnapshotChoicesStartAtTheWindowAndStayWithin8K() {
        let landscape = SnapshotSize.choices(windowWidth: 1280, windowHeight: 800)
        XCTAssertEqual(landscape.map(\.id), ["window", "double", "fhd", "4k", "8k"])
        XCTAssertEqual([landscape[0].width, landscape[0].height], [1280, 800])
        XCTAssertEqual([landscape[1].width, landscape[1].height], [2560, 1600])
        XCTAssertEqual([landscape[3].width, landscape[3].height], [3840, 2160])
        XCTAssertEqual([landscape[4].width, landscape[4].height], [7680, 4320])
        let portrait = SnapshotSize.choices(windowWidth: 800, windowHeight: 1280)
        XCTAssertEqual(
            [portrait.last!.width, portrait.last!.height], [4320, 7680], "portrait windows get portrait sizes")
        // Twice the window only where it fits in 8192; exactly at the limit it still does.
        XCTAssertEqual(SnapshotSize.choices(windowWidth: 4096, windowHeight: 2000).map(\.id).contains("double"), true)
        XCTAssertEqual(SnapshotSize.choices(windowWidth: 4097, windowHeight: 2000).map(\.id).contains("double"), false)
        for size in SnapshotSize.choices(windowWidth: 20000, windowHeight: 3) {
            XCTAssertLessThanOrEqual(max(size.width, size.height), SnapshotSize.maximumSide, size.label)
            XCTAssertGreaterThanOrEqual(min(size.width, size.height), 1, size.label)
        }
    }

    func testCaptureFileNameHasPresetAndLocalTimeAndNoPathCharacters() {
        let date = Date(timeIntervalSince1970: 1_764_523_325)  // 2025-11-30 17:22:05 UTC
        let utc = TimeZone(identifier: "UTC")!
        XCTAssertEqual(
            CaptureFileName.suggested(presetName: "Slime Bloom", date: date, fileExtension: "png", timeZone: utc),
            "Slime Bloom 2025-11-30 17.22.05.png")
        XCTAssertEqual(
            CaptureFileName.suggested(presetName: " a/b:c  d ", date: date, fileExtension: "webm", timeZone: utc),
            "a b c d 2025-11-30 17.22.05.webm")
        XCTAssertEqual(
            CaptureFileName.suggested(presetName: "///", date: date, fileExtension: "png", timeZone: utc),
            "Physarum 2025-11-30 17.22.05.png")
    }
}
