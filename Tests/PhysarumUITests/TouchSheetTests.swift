import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The bottom sheet under a real finger (TouchScreen: injected by a headless mutter).
final class TouchSheetTests: XCTestCase {
    /// A portrait window with the sheet resting at medium, and a driver aimed at it.
    @MainActor private func openSheet() throws -> (MainWindow, TouchDriver) {
        _ = try TouchScreen.shared()
        let window = try UITestSupport.openWindow(width: 800, height: 1280)
        window.perform(.toggleEditor)
        UITestSupport.settle(window)
        XCTAssertEqual(window.sheet.detent, .medium)
        return (window, try TouchDriver(window: window))
    }

    func testFingerDragOnTheHandleTakesTheSheetToLarge() throws {
        try MainActor.assumeIsolated {
            let (window, touch) = try openSheet()
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
}
