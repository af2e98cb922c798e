import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Issue 24, defect 13: after leaving fullscreen and resizing to narrow, Ctrl+L printed GTK
/// criticals (gdk_monitor_get_geometry, negative popover sizes) and the library did not open.
/// GTK warnings are fatal in UI tests: a critical fails the run.
final class FullscreenLibraryTests: XCTestCase {
    func testCtrlLAfterLeavingFullscreenAndNarrowingOpensTheLibrary() throws {
        try Pointer.require()
        for sheetShown in [false, true] {
            try MainActor.assumeIsolated {
                let window = try UITestSupport.openWindow(width: 1280, height: 800)
                defer { Pointer.park(); UITestSupport.close(window) }
                Pointer.xdotool(["mousemove", "300", "400"])
                Pointer.key("F11")
                XCTAssertTrue(MainLoop.run(until: { window.isFullscreen }, timeout: 2))
                UITestSupport.settle(window)
                Pointer.key("F11")
                XCTAssertTrue(MainLoop.run(until: { !window.isFullscreen }, timeout: 2))
                UITestSupport.settle(window)
                UITestSupport.resize(window, width: 400, height: 800)
                if sheetShown != window.presenter.showEditor { window.perform(.toggleEditor) }
                UITestSupport.settle(window)
                Pointer.xdotool(["mousemove", "200", "300"])
                Pointer.key("ctrl+l")
                XCTAssertTrue(
                    MainLoop.run(until: { window.library.isOpen && window.library.card.isMapped }, timeout: 3),
                    "the library opens (sheet shown: \(sheetShown))")
                UITestSupport.settle(window)
                XCTAssertGreaterThan(window.library.card.width, 0)
                XCTAssertLessThanOrEqual(window.library.card.width, 400)
            }
        }
    }
}
