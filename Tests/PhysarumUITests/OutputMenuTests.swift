import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// On a display with one monitor (Xvfb's) the performance output offers nothing: no menu item,
/// and Ctrl+Shift+F opens no window over the editor. TwoMonitorOutputTests covers two.
final class OutputMenuTests: XCTestCase {
    func testOneMonitorOffersNoOutput() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            guard Monitor.all.count == 1 else { throw XCTSkip("this display has \(Monitor.all.count) monitors") }
            window.output.refresh()
            XCTAssertEqual(window.output.offered, [])
            let labels = window.header.primaryMenuModel.items.map(\.label)
            XCTAssertFalse(labels.contains { $0.hasPrefix("Show on") || $0 == "Close the Output" }, "\(labels)")
            let toplevels = Window.toplevels.count
            window.perform(.performanceOutput)
            XCTAssertNil(window.output.output)
            MainLoop.run(until: { false }, timeout: 0.2)
            XCTAssertEqual(Window.toplevels.count, toplevels, "no window opened")
            // A connector that is not plugged in opens nothing either (a stale menu item).
            XCTAssertTrue(window.window.activateAction("win.\(MainWindow.showOnAction)", string: "HDMI-9"))
            XCTAssertNil(window.output.output)
        }
    }
}
