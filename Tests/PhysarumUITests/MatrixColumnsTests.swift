import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The matrix keeps its 3×3 grid where its sliders have room, and gives each cell a line where
/// they would not (the narrow sheet, whose locks are touch-sized); both ways across the change.
final class MatrixColumnsTests: XCTestCase {
    @MainActor private func assertLayout(_ window: MainWindow, columns: Int, _ context: String) {
        let matrix = window.editor.matrix
        MainLoop.run(until: { matrix.columns == columns }, timeout: 2)
        XCTAssertEqual(matrix.columns, columns, context)
        for cell in matrix.cells {
            XCTAssertGreaterThanOrEqual(
                Double(cell.scale.width), minimumMatrixSliderLength, "\(cell.descriptor.id) slider, \(context)")
        }
        let tops = Set(matrix.cells.compactMap { $0.root.bounds(in: matrix.grid)?.y })
        XCTAssertEqual(tops.count, matrix.cells.count / columns, "lines of cells, \(context)")
    }

    func testTheNarrowSheetGivesEachCellALineAndWiderLayoutsKeepTheGrid() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            assertLayout(window, columns: 3, "side pane")
            UITestSupport.resize(window, width: 360, height: 720)
            XCTAssertTrue(window.presenter.showEditor, "the editor shown in the pane stays shown in the sheet")
            UITestSupport.settle(window)
            XCTAssertEqual(window.presenter.presentation, .bottom)
            assertLayout(window, columns: 1, "pane → narrow sheet")
            UITestSupport.resize(window, width: 800, height: 1280)
            assertLayout(window, columns: 3, "narrow → portrait sheet")
            UITestSupport.resize(window, width: 360, height: 720)
            assertLayout(window, columns: 1, "portrait → narrow sheet")
            UITestSupport.resize(window, width: 1280, height: 800)
            assertLayout(window, columns: 3, "narrow sheet → side pane")
        }
    }
}
