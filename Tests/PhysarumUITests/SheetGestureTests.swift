import GtkKit
import PhysarumCore
@testable import PhysarumUI
import XCTest

/// Dragging and flinging the bottom sheet between detents.
final class SheetGestureTests: XCTestCase {
    /// Opens a portrait window with the sheet resting at medium.
    @MainActor private func openSheet() throws -> MainWindow {
        let window = try UITestSupport.openWindow(width: 800, height: 1280)
        window.perform(.toggleEditor)
        UITestSupport.settle(window)
        XCTAssertEqual(window.sheet.detent, .medium)
        return window
    }

    func testSlowDragPastHalfWaySnapsToTheNextDetent() throws {
        try MainActor.assumeIsolated {
            let window = try openSheet()
            defer { UITestSupport.close(window) }
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
        try MainActor.assumeIsolated {
            let window = try openSheet()
            defer { UITestSupport.close(window) }
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
        try MainActor.assumeIsolated {
            let window = try openSheet()
            defer { UITestSupport.close(window) }
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
        try MainActor.assumeIsolated {
            let window = try openSheet()
            defer { UITestSupport.close(window) }
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
        try MainActor.assumeIsolated {
            let window = try openSheet()
            defer { UITestSupport.close(window) }
            window.perform(.escape)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed)
            XCTAssertFalse(window.presenter.showEditor)
        }
    }
}
