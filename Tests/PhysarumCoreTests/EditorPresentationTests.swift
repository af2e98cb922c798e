import XCTest

@testable import PhysarumCore

final class EditorPresentationTests: XCTestCase {
    func testTable() {
        let rows: [(w: Double, h: Double, expected: EditorPresentation, why: String)] = [
            (400, 800, .sheet, "compact portrait (phone-like)"),
            (580, 320, .sheet, "compact landscape: too narrow for a side pane even though wide"),
            (1280, 800, .inspector, "regular landscape"),
            (800, 1280, .sheet, "regular portrait (convertible)"),
            (900, 900, .sheet, "square counts as portrait"),
            (901, 900, .inspector, "one pixel wider than tall is landscape"),
            (900, 901, .sheet, "one pixel taller than wide is portrait"),
            (600, 400, .inspector, "exactly at the breakpoint is regular"),
            (599.5, 300, .sheet, "just below the breakpoint is compact"),
            (600, 600, .sheet, "at the breakpoint and square"),
            (360, 294, .sheet, "GNOME minimum size"),
            (1200, 1600, .sheet, "tall but wide window"),
        ]
        for row in rows {
            XCTAssertEqual(
                editorPresentation(size: ContentSize(width: row.w, height: row.h)), row.expected,
                "\(row.w)×\(row.h): \(row.why)")
        }
    }
}
