import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

final class WindowSettingsTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var folder: URL { temporary.url }

    override func setUpWithError() throws { temporary = try TemporaryDirectory("settings") }

    override func tearDown() { temporary.remove() }

    func testRoundTrip() throws {
        let url = folder.appendingPathComponent("physarum/window.json")
        let saved = WindowSettings(width: 1024, height: 1366, maximized: true)
        try saved.save(to: url)
        XCTAssertEqual(WindowSettings.load(from: url), saved)
    }

    func testMissingOrBrokenFilesGiveTheStandardSize() throws {
        XCTAssertEqual(WindowSettings.load(from: folder.appendingPathComponent("none.json")), .standard)
        let broken = folder.appendingPathComponent("broken.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("{ \"width\": \"wide\" }".utf8).write(to: broken)
        XCTAssertEqual(WindowSettings.load(from: broken), .standard)
    }

    func testSanitizeClamps() {
        let rows: [(WindowSettings, WindowSettings, String)] = [
            (
                .init(width: 10, height: 10, maximized: false), .init(width: 360, height: 294, maximized: false),
                "below the GNOME minimum"
            ),
            (
                .init(width: 99_999, height: 500, maximized: true), .init(width: 16_384, height: 500, maximized: true),
                "absurdly wide"
            ),
            (
                .init(width: 800, height: 1280, maximized: false), .init(width: 800, height: 1280, maximized: false),
                "valid stays"
            ),
        ]
        for (input, expected, why) in rows { XCTAssertEqual(input.sanitized, expected, why) }
    }

    func testSanitizeKeepsEachLimitItselfAndMovesOneBeyondOntoIt() {
        let rows: [(input: (Int, Int), expected: (Int, Int), why: String)] = [
            ((360, 294), (360, 294), "exactly the minimum stays"),
            ((359, 293), (360, 294), "one under the minimum"),
            ((16_384, 16_384), (16_384, 16_384), "exactly the maximum stays"),
            ((16_385, 16_385), (16_384, 16_384), "one over the maximum, on both sides"),
        ]
        for row in rows {
            let settings = WindowSettings(width: row.input.0, height: row.input.1, maximized: false).sanitized
            XCTAssertEqual(settings.width, row.expected.0, row.why)
            XCTAssertEqual(settings.height, row.expected.1, row.why)
        }
    }

    func testTheFirstRunSizeIsA16By10LandscapeWindow() {
        XCTAssertEqual(WindowSettings.standard, WindowSettings(width: 1280, height: 800, maximized: false))
        XCTAssertEqual(WindowSettings.standard.sanitized, .standard, "inside the limits")
    }
}
