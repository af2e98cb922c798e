import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Defect 15: the matrix cells are named by their species dots and, where there is room, as
/// people speak ("1 senses 2", not "M[1,2]"), and keep their help; where two species colours are too close (Coral, Fingerprint) the dots carry numbers.
final class MatrixLabelTests: XCTestCase {
    /// Three abreast (the side pane) each cell is named by its pair of dots; one per line (a
    /// phone's sheet) by the dots and "1 senses 2", shown whole. Never "M[1,2]".
    func testCellsShowAHumanLabelAndKeepTheirHelp() throws {
        try MainActor.assumeIsolated {
            let matrixHelp = try XCTUnwrap(ParamHelp.shared.texts[ParamHelp.matrixKey])
            for (width, height, columns) in [(1280, 800, 3), (360, 800, 1)] {
                try UITestSupport.withMatrix(width: width, height: height, columns: columns) { _, matrix in
                    for (cell, dots) in zip(matrix.cells, matrix.cellDots) {
                        let position = try XCTUnwrap(cell.descriptor.matrixCell)
                        XCTAssertEqual(cell.label.text, "\(position.row + 1) senses \(position.column + 1)")
                        XCTAssertEqual(cell.helpLabel.text, matrixHelp, "the help is still the matrix help")
                        XCTAssertTrue(dots.pair.isVisible && dots.sensing.root.isVisible && dots.trail.root.isVisible)
                        XCTAssertTrue(
                            dots.pair.isDescendant(of: try XCTUnwrap(cell.titleButton)), "inside the focus ring")
                        XCTAssertEqual(cell.label.isVisible, columns == 1, "\(width) px: the words where they fit")
                        if columns == 1 {
                            XCTAssertFalse(cell.label.isEllipsized, "“\(cell.label.text)” shows whole")
                            XCTAssertLessThanOrEqual(cell.label.measure(horizontal: true).natural, cell.label.width)
                        }
                    }
                }
            }
        }
    }

    func testDotsGetNumbersOnlyWhereColoursAreTooClose() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            for (id, numbered) in [("coral", true), ("fingerprint", true), ("chase", false), ("honeycomb", false)] {
                let index = try XCTUnwrap(window.presets.firstIndex { $0.id == id }, id)
                window.showPreset(at: index)
                UITestSupport.settle(window)
                let matrix = window.editor.matrix
                let dots = matrix.rowDots + matrix.columnDots + matrix.cellDots.flatMap { [$0.sensing, $0.trail] }
                for dot in dots {
                    XCTAssertEqual(dot.isNumbered, numbered, "\(id): numbered dots")
                    XCTAssertEqual(dot.root.hasCSSClass("numbered"), numbered)
                }
                XCTAssertEqual(matrix.rowDots.map(\.number.text), ["1", "2", "3"])
            }
        }
    }

    /// A numbered dot stays a dot on a cell's own line (a phone's sheet), not a bar across it.
    func testNumberedDotsKeepTheirSizeOnACellsLine() throws {
        try UITestSupport.withWindow(width: 360, height: 800) { window in
            window.showPreset(at: try XCTUnwrap(window.presets.firstIndex { $0.id == "coral" }))
            window.presenter.setShowEditor(true)
            let matrix = window.editor.matrix
            XCTAssertTrue(MainLoop.run(until: { matrix.columns == 1 }, timeout: 3))
            UITestSupport.settle(window)
            for dots in matrix.cellDots {
                for dot in [dots.sensing, dots.trail] {
                    XCTAssertTrue(dot.isNumbered)
                    XCTAssertEqual(dot.root.width, dot.root.height, accuracy: 2, "round, not stretched")
                }
            }
        }
    }
}
