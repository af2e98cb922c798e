import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Defect 14: the editor keeps its place (the same row at the top) when it moves between the
/// side pane and the bottom sheet, both ways; the same offset would land on another row, as the
/// two differ in width.
final class EditorPlaceTests: XCTestCase {
    func testSheetToPaneKeepsTheRowAtTheTop() throws {
        try UITestSupport.withSheet { window in
            try Self.checkPlaceKept(in: window, scrolledTo: 1100, movingTo: (1280, 800))
            XCTAssertTrue(window.editor.root.isDescendant(of: window.sidePane.slot))
        }
    }

    func testPaneToSheetKeepsTheRowAtTheTop() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            try Self.checkPlaceKept(in: window, scrolledTo: 1100, movingTo: (800, 1280))
            XCTAssertTrue(window.editor.root.isDescendant(of: window.sheet.slot))
        }
    }

    /// Scrolls, moves the editor by resizing, and checks that the landmark at the top is the
    /// same one, as far from the top as before.
    @MainActor
    private static func checkPlaceKept(
        in window: MainWindow, scrolledTo offset: Double, movingTo size: (Int, Int),
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let scroller = window.editor.scroller
        scroller.verticalOffset = offset
        MainLoop.run(until: { false }, timeout: 0.2)
        let before = try XCTUnwrap(topLandmark(in: window.editor), "a row is at the top", file: file, line: line)
        XCTAssertGreaterThan(before.index, 3, "scrolled past the first rows", file: file, line: line)
        UITestSupport.resize(window, width: size.0, height: size.1, file: file, line: line)
        MainLoop.run(until: { false }, timeout: 1)
        let after = try XCTUnwrap(topLandmark(in: window.editor), file: file, line: line)
        XCTAssertEqual(after.index, before.index, "the same row is at the top", file: file, line: line)
        // A row partly above the top keeps the same share hidden (rows differ in height).
        let share = { (place: (index: Int, top: Double, height: Double)) in min(place.top, 0) / place.height }
        XCTAssertEqual(share(after), share(before), accuracy: 0.05, "as far up", file: file, line: line)
        XCTAssertEqual(max(after.top, 0), max(before.top, 0), accuracy: 2, "or as far down", file: file, line: line)
    }

    /// The first landmark (in list order) that reaches into the viewport, its top edge and height.
    @MainActor
    private static func topLandmark(in editor: EditorView) -> (index: Int, top: Double, height: Double)? {
        for (index, widget) in editor.landmarks.enumerated() where widget.isVisible {
            guard let frame = widget.bounds(in: editor.scroller) else { continue }
            if frame.y + frame.height > 0 { return (index, frame.y, frame.height) }
        }
        return nil
    }
}
