import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The library under a real finger: the header opens it, a tap on a preset runs it.
final class TouchLibraryTests: XCTestCase {
    private func tapPreset(width: Int, height: Int) throws {
        try MainActor.assumeIsolated {
            _ = try TouchScreen.shared()
            let window = try UITestSupport.openWindow(width: width, height: height)
            defer { UITestSupport.close(window) }
            let touch = try TouchDriver(window: window)
            // The preset title opens the library at every width (the grid button hides when narrow).
            try touch.tap(try touch.point(in: window.header.titleButton))
            XCTAssertTrue(MainLoop.run(until: { window.library.isOpen }, timeout: 2), "a tap on the title opens it")
            // Aim once it has faded in (a loaded machine runs the fade late): tiles that are still
            // transparent take no input.
            XCTAssertTrue(MainLoop.run(until: { window.library.root.isChildRevealed }, timeout: 10), "it appeared")
            UITestSupport.settle(window)
            let index = 2
            let chosen = window.state.presets[index]
            XCTAssertNotEqual(window.state.selectedID, chosen.id)
            try touch.tap(try touch.point(in: window.library.chips[index]))
            XCTAssertTrue(MainLoop.run(until: { window.state.selectedID == chosen.id }, timeout: 5), "the tap ran it")
            XCTAssertTrue(MainLoop.run(until: { !window.library.isOpen }, timeout: 5), "and closed the library")
            XCTAssertTrue(touch.touchEvents.contains { $0.kind == .touchBegin }, "the window got touch events")
        }
    }

    func testTapRunsAPresetInPortrait() throws { try tapPreset(width: 800, height: 1280) }

    func testTapRunsAPresetWhenNarrow() throws { try tapPreset(width: 360, height: 800) }
}
