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

    /// Across the sheet's widths, from a phone to where the grid returns, the matrix takes no
    /// more than it is given: its cells' touch-sized title lines (dots, wave button, value) never
    /// keep a grid that does not fit (the grid's own minimum once made every width look wide enough).
    func testTheMatrixFitsTheWidthItIsGivenAtEverySheetWidth() throws {
        try UITestSupport.withWindow(width: 360, height: 800) { window in
            if !window.presenter.isEditorVisible { window.presenter.setShowEditor(true) }
            let matrix = window.editor.matrix
            for width in [360, 400, 420, 440, 470, 520, 600] {
                UITestSupport.resize(window, width: width, height: 800)
                XCTAssertEqual(window.presenter.presentation, .bottom, "\(width) px")
                MainLoop.run(until: { false }, timeout: 0.3)
                let settled = matrix.columns
                MainLoop.run(until: { false }, timeout: 0.2)
                XCTAssertEqual(matrix.columns, settled, "\(width) px: the layout holds still")
                XCTAssertLessThanOrEqual(matrix.grid.width, matrix.root.width, "\(width) px: the grid fits")
                for cell in matrix.cells {
                    XCTAssertLessThanOrEqual(
                        cell.titleLine.measure(horizontal: true).minimum, cell.titleLine.width,
                        "\(cell.descriptor.id) title line at \(width) px, \(matrix.columns) columns")
                }
            }
        }
    }
}
