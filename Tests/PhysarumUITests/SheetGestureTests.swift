import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Dragging and flinging the bottom sheet between detents.
final class SheetGestureTests: XCTestCase {
    func testSlowDragPastHalfWaySnapsToTheNextDetent() throws {
        try UITestSupport.withSheet { window in
            let heights = window.sheet.heights
            let pastHalfWay = (heights.large - heights.medium) * 0.6
            // Upward (negative y offsets) over 0.6 s, then a pause: a slow release.
            window.sheet.dragBegan(time: 0)
            for step in 1...6 {
                window.sheet.dragMoved(offsetY: -pastHalfWay * Double(step) / 6, time: Double(step) * 0.1)
            }
            window.sheet.dragEnded(offsetY: -pastHalfWay, time: 0.9)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .large)
            XCTAssertEqual(Double(window.sheet.root.height), heights.large, accuracy: 1)
            XCTAssertTrue(window.presenter.showEditor)
        }
    }

    func testSlowDragShortOfHalfWayReturns() throws {
        try UITestSupport.withSheet { window in
            let heights = window.sheet.heights
            let shortOfHalfWay = (heights.large - heights.medium) * 0.4
            window.sheet.dragBegan(time: 0)
            window.sheet.dragMoved(offsetY: -shortOfHalfWay, time: 0.3)
            window.sheet.dragEnded(offsetY: -shortOfHalfWay, time: 0.8)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .medium)
        }
    }

    func testDownwardFlingClosesTheSheetAndTheEditor() throws {
        try UITestSupport.withSheet { window in
            // 120 px down in 40 ms: 3000 px/s.
            window.sheet.dragBegan(time: 0)
            for step in 1...4 { window.sheet.dragMoved(offsetY: Double(step) * 30, time: Double(step) * 0.01) }
            window.sheet.dragEnded(offsetY: 120, time: 0.04)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed)
            XCTAssertFalse(window.sheet.root.isVisible)
            XCTAssertFalse(window.presenter.showEditor, "dragging the sheet closed hides the editor")
        }
    }

    func testGestureSignalsReachTheSheet() throws {
        try UITestSupport.withSheet { window in
            // A drag through the real GtkGestureDrag signals. Emitted back to back, it is as fast
            // as a drag can be: a downward fling.
            window.sheet.drag.simulate(offsets: [(0, 40), (0, 80), (0, 120)])
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed)
            XCTAssertFalse(window.sheet.isMoving)
            XCTAssertFalse(window.presenter.showEditor)
        }
    }

    func testEscapeClosesTheSheet() throws {
        try UITestSupport.withSheet { window in
            window.perform(.escape)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed)
            XCTAssertFalse(window.presenter.showEditor)
        }
    }

    // MARK: - Real pointer drags (xdotool): where a drag may start

    /// Presses at `from`, moves to `to` in `steps` steps `delay` seconds apart, releases.
    @MainActor private func pointerDrag(from: (x: Int, y: Int), to: (x: Int, y: Int), steps: Int, delay: Double) {
        var arguments = ["mousemove", "\(from.x)", "\(from.y)", "mousedown", "1"]
        for step in 1...steps {
            let x = from.x + (to.x - from.x) * step / steps, y = from.y + (to.y - from.y) * step / steps
            arguments += ["sleep", "\(delay)", "mousemove", "\(x)", "\(y)"]
        }
        arguments += ["sleep", "\(delay)", "mouseup", "1"]
        Pointer.xdotool(arguments)
    }

    func testDragFromTheToolbarsEmptySpaceMovesTheSheet() throws {
        try Pointer.require()
        try UITestSupport.withSheet { window in
            defer { Pointer.park() }
            let heights = window.sheet.heights
            // The toolbar's middle is the spacer between randomize and morph.
            let start = try XCTUnwrap(Pointer.center(of: window.editor.toolbar.root, in: window))
            let rise = Int((heights.large - heights.medium) * 0.7)
            pointerDrag(from: start, to: (start.x, start.y - rise), steps: 10, delay: 0.05)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .large, "a slow drag past half-way from the toolbar")
        }
    }

    func testDownwardDragOnContentAtItsTopClosesTheSheetButNotWhenScrolled() throws {
        try Pointer.require()
        try UITestSupport.withSheet { window in
            defer { Pointer.park() }
            let scroller = window.editor.scroller
            // Just inside the content's top left: the first section's title, no control.
            let frame = try XCTUnwrap(scroller.bounds(in: window.window))
            let start = (x: Int(frame.x) + 12, y: Int(frame.y) + 8)

            scroller.verticalOffset = 200
            MainLoop.run(until: { false }, timeout: 0.1)
            pointerDrag(from: start, to: (start.x, start.y + 300), steps: 6, delay: 0.01)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .medium, "scrolled content keeps its drags")

            scroller.verticalOffset = 0
            MainLoop.run(until: { false }, timeout: 0.1)
            pointerDrag(from: start, to: (start.x, start.y - 300), steps: 6, delay: 0.01)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .medium, "an upward drag on the content is the content's")

            // Past half the sheet's height, so it closes by position alone: a fling's speed depends
            // on how fast a loaded machine delivers xdotool's motion events.
            let far = Int(window.sheet.heights.medium * 0.75)
            pointerDrag(from: start, to: (start.x, start.y + far), steps: 6, delay: 0.01)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed, "a downward drag from the content's top closes")
            XCTAssertFalse(window.presenter.showEditor)
        }
    }

    func testDragStartingOnASliderMovesTheSlider() throws {
        try Pointer.require()
        try UITestSupport.withSheet { window in
            defer { Pointer.park() }
            XCTAssertEqual(window.editor.scroller.verticalOffset, 0, accuracy: 0.5)
            let row = try XCTUnwrap(window.editor.row(id: .exposure))
            let before = row.scale.value
            let frame = try XCTUnwrap(row.scale.bounds(in: window.window))
            let start = (x: Int(frame.x + frame.width * 0.2), y: Int(frame.y + frame.height / 2))
            // Right and down: the slider must take it, the sheet must not.
            pointerDrag(from: start, to: (Int(frame.x + frame.width * 0.8), start.y + 120), steps: 8, delay: 0.03)
            UITestSupport.settle(window)
            XCTAssertGreaterThan(row.scale.value, before, "the slider moved")
            XCTAssertEqual(window.sheet.detent, .medium, "the sheet stayed")
            XCTAssertEqual(Double(window.sheet.root.height), window.sheet.heights.medium, accuracy: 1)
        }
    }
}
