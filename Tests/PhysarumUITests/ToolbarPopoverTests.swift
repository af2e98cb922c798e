import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Defect 15: the toolbar's popovers open from their button's end edge leftwards, so the save
/// form keeps a margin at the window's (on a phone, the screen's) edge instead of touching it.
final class ToolbarPopoverTests: XCTestCase {
    /// The least gap between the save form and the window's right edge, in logical pixels.
    static let edgeMargin = 8.0

    func testTheSaveFormKeepsAMarginAtTheWindowEdge() throws {
        try MainActor.assumeIsolated {
            for (width, height) in [(1280, 800), (800, 1280), (360, 800)] {
                let window = try UITestSupport.openWindow(width: width, height: height)
                defer { UITestSupport.close(window) }
                window.perform(.save)
                let panel = window.editor.toolbar.savePanel
                XCTAssertTrue(MainLoop.run(until: { panel.popover.isMapped }, timeout: 3), "\(width) px: it opens")
                UITestSupport.settle(window)
                let form = try XCTUnwrap(panel.nameEntry.surfaceBounds)
                let save = try XCTUnwrap(panel.saveButton.surfaceBounds)
                XCTAssertGreaterThanOrEqual(form.x, Self.edgeMargin, "\(width)×\(height)")
                XCTAssertLessThanOrEqual(
                    save.x + save.width, Double(width) - Self.edgeMargin, "\(width)×\(height): a margin at the edge")
                panel.popover.popdown()
                MainLoop.run(until: { !panel.popover.isMapped }, timeout: 2)
            }
        }
    }
}
