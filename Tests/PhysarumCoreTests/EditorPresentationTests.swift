import XCTest

@testable import PhysarumCore

final class EditorPresentationTests: XCTestCase {
    func testTable() {
        let rows: [(w: Double, h: Double, expected: EditorPresentation, why: String)] = [
            (400, 800, .bottom, "compact portrait (phone-like)"),
            (580, 320, .bottom, "compact landscape: too narrow for a side pane even though wide"),
            (1280, 800, .side, "regular landscape"),
            (800, 1280, .bottom, "regular portrait (convertible)"),
            (900, 900, .bottom, "square counts as portrait"),
            (901, 900, .side, "one pixel wider than tall is landscape"),
            (900, 901, .bottom, "one pixel taller than wide is portrait"),
            (600, 400, .side, "exactly at the breakpoint is regular"),
            (599.5, 300, .bottom, "just below the breakpoint is compact"),
            (600, 600, .bottom, "at the breakpoint and square"),
            (360, 294, .bottom, "GNOME minimum size"),
            (1200, 1600, .bottom, "tall but wide window"),
        ]
        for row in rows {
            XCTAssertEqual(
                editorPresentation(size: ContentSize(width: row.w, height: row.h)), row.expected,
                "\(row.w)×\(row.h): \(row.why)")
        }
    }
}
