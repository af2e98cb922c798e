import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The bottom sheet under a real finger (TouchScreen: injected by a headless mutter).
final class TouchSheetTests: XCTestCase {
    func testFingerDragOnTheHandleTakesTheSheetToLarge() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let heights = window.sheet.heights
            let start = try touch.point(in: window.sheet.handleArea)
            let distance = (heights.large - heights.medium) * 0.7
            // Slowly (40 frames), then held still: no fling, the position decides.
            try touch.drag(from: start, to: (start.x, start.y - distance), steps: 40, holdSeconds: 0.3)
            UITestSupport.settle(window)
            XCTAssertTrue(touch.touchEvents.contains { $0.kind == .touchBegin }, "the window got touch events")
            XCTAssertEqual(window.sheet.detent, .large)
            XCTAssertEqual(Double(window.sheet.root.height), heights.large, accuracy: 1)
        }
    }

    func testFingerFlingDownOnTheHandleClosesTheSheet() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let start = try touch.point(in: window.sheet.handleArea)
            // 150 px in 6 frames (≈ 1500 px/s), lifted while moving: a fling, short of half-way.
            try touch.drag(from: start, to: (start.x, start.y + 150), steps: 6)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed)
            XCTAssertFalse(window.presenter.showEditor, "flinging the sheet away hides the editor")
        }
    }

    func testFingerFlingUpOnTheHandleOpensItFully() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let start = try touch.point(in: window.sheet.handleArea)
            // 150 px: far short of half-way to large, but fast.
            try touch.drag(from: start, to: (start.x, start.y - 150), steps: 6)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .large)
        }
    }

    func testFingerDragDownOnTheContentAtItsTopMovesTheSheet() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            XCTAssertEqual(window.editor.scroller.verticalOffset, 0)
            // On a section title (no slider under the finger), slowly down past half the sheet.
            let heights = window.sheet.heights
            let start = try touch.point(in: window.editor.scroller, fractionY: 0.05)
            try touch.drag(from: start, to: (start.x, start.y + heights.medium * 0.7), steps: 40, holdSeconds: 0.3)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed)
        }
    }

    func testFingerDragUpOnTheContentScrollsIt() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            // On the name of the lowest parameter fully in view (a finger that lands on a slider
            // drags the slider: GTK's rule for touch).
            let sheetRoot = window.sheet.root
            let visible = window.sheet.visibleHeight
            let row = try XCTUnwrap(
                window.editor.rows.last {
                    guard let frame = $0.label.bounds(in: sheetRoot) else { return false }
                    return frame.y + frame.height < visible - 20 && frame.height > 0
                })
            let start = try touch.point(in: row.label, fractionX: 0.3)
            try touch.drag(from: start, to: (start.x, start.y - 300), steps: 30, holdSeconds: 0.3)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .medium, "the sheet stays")
            XCTAssertGreaterThan(window.editor.scroller.verticalOffset, 100, "the list scrolled with the finger")
            touch.wait(0.5)  // past the double-click time a tap on a name waits before its help
            XCTAssertFalse(row.isHelpOpen, "a finger scrolling from a name asks nothing")
        }
    }

    func testDragFromAToolbarButtonMovesTheSheetWithoutPressingIt() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try TouchDriver.openSheet()
            defer { UITestSupport.close(window) }
            let heights = window.sheet.heights
            let toolbar = window.editor.toolbar
            // The button rides up with the sheet under the finger: only the sheet's claim on the
            // drag keeps the release from counting as a tap on it.
            let start = try touch.point(in: toolbar.morphButton)
            try touch.drag(
                from: start, to: (start.x, start.y - (heights.large - heights.medium) * 0.7), steps: 40,
                holdSeconds: 0.3)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .large)
            XCTAssertFalse(toolbar.morphPopover.isVisible, "the drag was the sheet's, not a tap on the button")
        }
    }
}
