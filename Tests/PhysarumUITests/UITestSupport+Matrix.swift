import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

extension UITestSupport {
    /// Runs `body` with a window at `width`×`height` whose editor is shown and whose matrix has
    /// settled into `columns` (3: the grid; 1: a line per cell), and closes the window after it.
    static func withMatrix(
        width: Int, height: Int, columns: Int, file: StaticString = #filePath, line: UInt = #line,
        _ body: (MainWindow, MatrixGrid) throws -> Void
    ) throws {
        let window = try openWindow(width: width, height: height, file: file, line: line)
        defer { close(window) }
        if !window.presenter.isEditorVisible { window.presenter.setShowEditor(true) }
        let matrix = window.editor.matrix
        XCTAssertTrue(
            MainLoop.run(until: { matrix.columns == columns }, timeout: 3), "\(width) px: \(columns) columns",
            file: file, line: line)
        settle(window)
        try body(window, matrix)
    }
}
