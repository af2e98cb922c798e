import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Sliders a finger can hit: in the sheet every slider row is a full touch target.
final class SliderTargetSizeTests: XCTestCase {
    func testEverySliderInTheSheetIsATouchTargetTall() throws {
        try MainActor.assumeIsolated {
            for (width, height) in [(800, 1280), (360, 800)] {
                let window = try UITestSupport.openWindow(width: width, height: height)
                defer { UITestSupport.close(window) }
                window.perform(.toggleEditor)
                UITestSupport.settle(window)
                XCTAssertEqual(window.presenter.presentation, .sheet)
                XCTAssertTrue(window.editor.root.isDescendant(of: window.sheet.root))
                let rows = window.editor.rows
                XCTAssertGreaterThan(rows.count, 20, "species rows and matrix cells")
                for row in rows {
                    XCTAssertGreaterThanOrEqual(
                        Double(row.scale.height), minimumTouchTargetHeight,
                        "\(row.descriptor.id) slider at \(width)×\(height)")
                    XCTAssertGreaterThan(row.scale.width, 40, "\(row.descriptor.id) slider has a usable length")
                }
            }
        }
    }

    func testTheSidePaneKeepsItsCompactSliders() throws {
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(width: 1280, height: 800)
            defer { UITestSupport.close(window) }
            XCTAssertEqual(window.presenter.presentation, .inspector)
            XCTAssertTrue(window.editor.root.isDescendant(of: window.sidePane.slot))
            // A mouse needs no 44 px rows: the pane shows more parameters at once.
            for row in window.editor.rows {
                XCTAssertLessThan(Double(row.scale.height), minimumTouchTargetHeight, "\(row.descriptor.id)")
            }
        }
    }
}
