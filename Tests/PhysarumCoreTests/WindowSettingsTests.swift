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
}
