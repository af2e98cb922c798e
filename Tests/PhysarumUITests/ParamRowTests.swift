import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The rows of the 360 px sheet (the smallest window) show every parameter's whole label in
/// English and German: the row's controls leave the label its room.
final class ParamRowTests: XCTestCase {
    func testNoLabelIsCutInThe360pxSheetInEnglish() throws {
        try checkLabels(german: false)
    }

    func testNoLabelIsCutInThe360pxSheetInGerman() throws {
        try checkLabels(german: true)
    }

    private func checkLabels(german: Bool) throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let restore = german ? try TranslationCoverageTests.speakGerman() : {}
            defer { restore() }
            let window = try UITestSupport.openWindow(width: 360, height: 720)
            defer { UITestSupport.close(window) }
            window.perform(.toggleEditor)
            UITestSupport.settle(window)
            XCTAssertTrue(window.sheet.isOpen, "the editor is in the sheet")
            let rows = window.editor.rows
            XCTAssertEqual(rows.count, ParamRegistry.all.count - 2 * 6, "45 less the species rows of two species")
            let language = german ? "de" : "en"
            for row in rows {
                XCTAssertGreaterThan(row.label.width, 0, "\(language): \(row.descriptor.id) shows its label")
                XCTAssertFalse(
                    row.label.isEllipsized,
                    "\(language): \(row.descriptor.id)'s label \"\(row.label.text)\" is cut to \(row.label.width) px")
            }
        }
    }
}
