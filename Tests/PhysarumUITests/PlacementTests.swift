import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The editor placement setting on real widgets: every placement in every window shape, and the
/// preferences dialog's drop-down driving it.
final class PlacementTests: XCTestCase {
    func testEveryPlacementInEveryShape() throws {
        try MainActor.assumeIsolated {
            let shapes = [("landscape", 1280, 800), ("portrait", 800, 1280), ("narrow", 360, 720)]
            for (name, width, height) in shapes {
                let window = try UITestSupport.openWindow(width: width, height: height)
                defer { UITestSupport.close(window) }
                for placement in EditorPlacement.allCases + [.automatic] {
                    window.setEditorPlacement(placement)
                    UITestSupport.settle(window)
                    let expected = editorPresentation(
                        size: ContentSize(width: Double(width), height: Double(height)), placement: placement)
                    XCTAssertEqual(window.presenter.presentation, expected, "\(name), \(placement)")
                    window.presenter.setShowEditor(true)
                    UITestSupport.settle(window)
                    XCTAssertEqual(window.sidePane.isRevealed, expected == .side, "\(name), \(placement): pane")
                    XCTAssertEqual(window.sheet.isOpen, expected == .bottom, "\(name), \(placement): sheet")
                }
            }
        }
    }

    func testPreferencesDropDownMovesTheEditor() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertEqual(window.presenter.presentation, .side)
            window.perform(.preferences)
            let dialog = try XCTUnwrap(window.preferences)
            XCTAssertTrue(dialog.dialog.window.isTransient(for: window.window), "the dialog belongs to the window")
            UITestSupport.settle(window)
            dialog.placement.selected = EditorPlacement.allCases.firstIndex(of: .bottom)!
            UITestSupport.settle(window)
            XCTAssertEqual(window.presenter.presentation, .bottom, "Bottom keeps the sheet in a wide window")
            XCTAssertEqual(window.persistence.settings.editorPlacement, .bottom)
            dialog.placement.selected = EditorPlacement.allCases.firstIndex(of: .automatic)!
            UITestSupport.settle(window)
            XCTAssertEqual(window.presenter.presentation, .side)
            dialog.dialog.window.close()
            XCTAssertTrue(MainLoop.run(until: { !dialog.dialog.window.isVisible }, timeout: 2), "closing hides it")
            window.perform(.preferences)
            XCTAssertTrue(window.preferences === dialog, "the same dialog comes back")
            XCTAssertTrue(MainLoop.run(until: { dialog.dialog.window.isVisible }, timeout: 2))
            dialog.dialog.window.close()
        }
    }
}
