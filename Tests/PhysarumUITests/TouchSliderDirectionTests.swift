import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// A finger that lands on a slider in the sheet and goes up or down is scrolling (or moving the
/// sheet), not editing: the value stays. Sideways it edits (TouchEditorTests).
final class TouchSliderDirectionTests: XCTestCase {
    /// The full rows whose sliders show whole in the sheet at rest, top to bottom.
    @MainActor private func visibleSliderRows(_ window: MainWindow) -> [ParamRow] {
        let sheet = window.sheet
        let scrollerTop = window.editor.scroller.bounds(in: sheet.root)?.y ?? 0
        return window.editor.rows.filter { row in
            guard !row.isCompact, let frame = row.scale.bounds(in: sheet.root), frame.height > 0 else { return false }
            return frame.y >= scrollerTop && frame.y + frame.height < sheet.visibleHeight - 10
        }
    }

    func testASwipeUpThatBeganOnASliderScrollsTheListAndLeavesTheValue() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let row = try XCTUnwrap(visibleSliderRows(window).last, "a slider low in the sheet")
            let before = window.state.params
            // Far from the knob, where a press would make GtkRange's knob jump.
            let far =
                (row.scale.value - row.descriptor.range.lowerBound)
                    / (row.descriptor.range.upperBound - row.descriptor.range.lowerBound) < 0.5 ? 0.85 : 0.15
            let start = try touch.point(in: row.scale, fractionX: far)
            // Up, drifting a little sideways like a thumb.
            try touch.drag(from: start, to: (start.x + 30, start.y - 300), steps: 30, holdSeconds: 0.3)
            UITestSupport.settle(window)
            XCTAssertEqual(window.state.params, before, "the slider the finger landed on kept its value")
            XCTAssertFalse(window.state.canUndo, "nothing was edited")
            XCTAssertGreaterThan(window.editor.scroller.verticalOffset, 100, "the list scrolled with the finger")
            XCTAssertEqual(window.sheet.detent, .medium, "the sheet stays")
            XCTAssertFalse(row.isHelpOpen, "a swipe asks nothing")
        }
    }

    func testASwipeDownThatBeganOnASliderAtTheListsTopMovesTheSheet() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            XCTAssertEqual(window.editor.scroller.verticalOffset, 0, accuracy: 0.5)
            let row = try XCTUnwrap(visibleSliderRows(window).first, "the first slider")
            let before = window.state.params
            let start = try touch.point(in: row.scale, fractionX: 0.5)
            // Slowly down past half the sheet, then held still: the position decides (closed).
            let heights = window.sheet.heights
            try touch.drag(from: start, to: (start.x, start.y + heights.medium * 0.7), steps: 40, holdSeconds: 0.3)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed, "the sheet followed the finger down")
            XCTAssertEqual(window.state.params, before, "the slider kept its value")
            XCTAssertFalse(window.state.canUndo)
        }
    }

    func testASwipeDownThatBeganOnASliderInAScrolledListScrollsItBack() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let scroller = window.editor.scroller
            scroller.verticalOffset = 300
            UITestSupport.settle(window)
            let row = try XCTUnwrap(visibleSliderRows(window).first, "a slider in view")
            let before = window.state.params
            let start = try touch.point(in: row.scale, fractionX: 0.5)
            try touch.drag(from: start, to: (start.x - 20, start.y + 200), steps: 30, holdSeconds: 0.3)
            UITestSupport.settle(window)
            XCTAssertLessThan(scroller.verticalOffset, 200, "the list scrolled back with the finger")
            XCTAssertEqual(window.sheet.detent, .medium, "a scrolled list keeps the sheet where it is")
            XCTAssertEqual(window.state.params, before)
            XCTAssertFalse(window.state.canUndo)
        }
    }
}
