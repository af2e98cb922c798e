import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The keyboard path: Tab follows the screen (header, then editor), Ctrl+L into the library at
/// the running preset's tile, arrows between tiles, Esc back to where the focus was.
final class KeyboardPathTests: XCTestCase {
    func testTabFromTheStartReachesTheHeaderBeforeTheEditor() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "200", "400"])
            XCTAssertTrue(window.playerHasKeys, "at the start the keys are the player's")
            var regions: [String] = []
            for _ in 0..<40 {
                Pointer.key("Tab")
                let region =
                    window.window.focusIsWithin(window.header.root)
                    ? "header"
                    : window.window.focusIsWithin(window.editor.root) ? "editor" : "other"
                if regions.last != region { regions.append(region) }
                if region == "editor" { break }
            }
            XCTAssertEqual(regions.first, "header", "the first Tab lands in the header: \(regions)")
            XCTAssertEqual(regions.prefix(2), ["header", "editor"], "then the editor: \(regions)")
        }
    }

    func testCtrlLFocusesTheCurrentTileArrowsMoveBetweenTilesEscReturns() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "200", "400"])
            window.showPreset(at: 3)
            let slider = try XCTUnwrap(window.editor.row(id: .decay)).scale
            XCTAssertTrue(slider.grabFocus())

            Pointer.key("ctrl+l")
            XCTAssertTrue(MainLoop.run(until: { window.library.isOpen }, timeout: 2))
            XCTAssertTrue(
                MainLoop.run(until: { window.window.focusIs(window.library.chips[3]) }, timeout: 2),
                "Ctrl+L puts the focus on the running preset's tile")
            Pointer.key("Right")
            XCTAssertTrue(
                MainLoop.run(until: { window.window.focusIs(window.library.chips[4]) }, timeout: 2),
                "Right moves to the next tile")
            XCTAssertEqual(window.currentIndex, 3, "moving between tiles does not switch the preset")
            Pointer.key("Down")
            XCTAssertTrue(
                MainLoop.run(
                    until: { window.window.focusIs(window.library.chips[4 + window.library.columns]) }, timeout: 2),
                "Down moves a row down")
            Pointer.key("Up")
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(window.library.chips[4]) }, timeout: 2))
            Pointer.key("Escape")
            UITestSupport.settle(window)
            XCTAssertFalse(window.library.isOpen)
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(slider) }, timeout: 2), "Esc returns the focus")

            Pointer.key("ctrl+l")
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(window.library.chips[3]) }, timeout: 2))
            Pointer.key("Left")
            XCTAssertTrue(MainLoop.run(until: { window.window.focusIs(window.library.chips[2]) }, timeout: 2))
            Pointer.key("Return")
            XCTAssertTrue(MainLoop.run(until: { window.currentIndex == 2 }, timeout: 2), "Enter runs the focused tile")
            UITestSupport.settle(window)
            XCTAssertFalse(window.library.isOpen)
            XCTAssertTrue(window.window.focusIs(slider))
        }
    }
}
