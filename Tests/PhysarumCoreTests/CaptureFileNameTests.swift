import Foundation
import XCTest

@testable import PhysarumCore

/// The names snapshots and clips are offered under.
final class CaptureFileNameTests: XCTestCase {
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

    func testALongNameKeepsItsFirst80Characters() {
        let date = Date(timeIntervalSince1970: 0)
        let utc = TimeZone(identifier: "UTC")!
        let long = String(repeating: "a", count: 79) + "bc"
        XCTAssertEqual(
            CaptureFileName.suggested(presetName: long, date: date, fileExtension: "png", timeZone: utc),
            String(repeating: "a", count: 79) + "b 1970-01-01 00.00.00.png")
        let exact = String(repeating: "z", count: 80)
        XCTAssertEqual(
            CaptureFileName.suggested(presetName: exact, date: date, fileExtension: "png", timeZone: utc),
            exact + " 1970-01-01 00.00.00.png", "exactly 80 stays whole")
    }
}
