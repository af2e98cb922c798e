import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Issue 24, defect 13: after leaving fullscreen and resizing to narrow, Ctrl+L printed GTK
/// criticals (gdk_monitor_get_geometry, negative popover sizes) and the library did not open.
/// GTK warnings are fatal in UI tests: a critical fails the run.
///
/// The cause: a popover left open (a parameter's help) kept the keyboard, and GTK 4.8 runs the
/// window's accelerators only for keys sent to the window's own surface, so Ctrl+L did nothing;
/// the popover stayed anchored to a row that the resize moved from the pane into the sheet (off
/// the monitor while the sheet moved), where GTK lays a popup out against no monitor.
final class FullscreenLibraryTests: XCTestCase {
    /// F11 into fullscreen and F11 out of it, then the window resized to `width` × 800.
    @MainActor
    private func leaveFullscreenAndNarrow(_ window: MainWindow, to width: Int) {
        Pointer.key("F11")
        XCTAssertTrue(MainLoop.run(until: { window.isFullscreen }, timeout: 2), "F11 enters fullscreen")
        UITestSupport.settle(window)
        Pointer.key("F11")
        XCTAssertTrue(MainLoop.run(until: { !window.isFullscreen }, timeout: 2), "F11 leaves it")
        UITestSupport.settle(window)
        UITestSupport.resize(window, width: width, height: 800)
    }

    /// Ctrl+L by a real key, then the library must be open and laid out.
    @MainActor
    private func pressCtrlLAndExpectTheLibrary(_ window: MainWindow, _ message: String) {
        Pointer.xdotool(["mousemove", "100", "300"])
        Pointer.key("ctrl+l")
        XCTAssertTrue(
            MainLoop.run(until: { window.library.isOpen && window.library.card.isMapped }, timeout: 3), message)
        UITestSupport.settle(window)
    }
    /// A help popover open through F11, F11 and the resize to 400 px: Ctrl+L still opens the
    /// library, and the popover closes first.
    func testCtrlLWithAHelpPopoverOpenClosesItAndOpensTheLibrary() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            let row = try XCTUnwrap(window.editor.row(id: .agents))
            Pointer.xdotool(["mousemove", "300", "400"])
            XCTAssertTrue(row.scale.grabFocus())
            Pointer.key("F1")
            XCTAssertTrue(MainLoop.run(until: { row.isHelpOpen }, timeout: 2), "the help is open")
            Pointer.key("F11")
            XCTAssertTrue(MainLoop.run(until: { window.isFullscreen }, timeout: 2), "F11 from the open help")
            XCTAssertFalse(row.isHelpOpen, "the help closed for it")
            Pointer.key("F11")
            XCTAssertTrue(MainLoop.run(until: { !window.isFullscreen }, timeout: 2))
            UITestSupport.resize(window, width: 400, height: 800)
            if !window.presenter.showEditor { window.perform(.toggleEditor) }
            UITestSupport.settle(window)
            let narrowRow = try XCTUnwrap(window.editor.row(id: .agents))
            XCTAssertTrue(narrowRow.scale.grabFocus())
            Pointer.xdotool(["mousemove", "200", "300"])
            Pointer.key("F1")
            XCTAssertTrue(MainLoop.run(until: { narrowRow.isHelpOpen }, timeout: 2), "the help is open in the sheet")
            Pointer.key("ctrl+l")
            XCTAssertTrue(
                MainLoop.run(until: { window.library.isOpen && window.library.card.isMapped }, timeout: 3),
                "Ctrl+L opens the library with a popover open")
            XCTAssertFalse(narrowRow.isHelpOpen, "the popover closed first")
            UITestSupport.settle(window)
        }
    }

    /// With user presets whose ⋯ menus were opened once (their popovers realized), at sizes down
    /// to 360 px.
    func testUserPresetMenusSurviveFullscreenNarrowingAndCtrlL() throws {
        try Pointer.require()
        let presets = try TemporaryUserPresets("fullscreen-library")
        defer { presets.remove() }
        try MainActor.assumeIsolated {
            let library = presets.makeLibrary()
            for name in ["Night Moss", "Deep Tide", "Ember"] {
                _ = try library.save(
                    library.makePreset(
                        name: name, tag: RGBColor(red: 0.5, green: 0.4, blue: 0.9), params: PresetParams()))
            }
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(library: library))
            defer { Pointer.park(); UITestSupport.close(window) }
            Pointer.xdotool(["mousemove", "300", "400"])
            window.setLibraryOpen(true)
            UITestSupport.settle(window)
            for menu in window.library.userMenus.values {
                menu.button.popup()
                UITestSupport.settle(window)
                XCTAssertTrue(menu.popover.isVisible)
                menu.button.popdown()
                UITestSupport.settle(window)
            }
            window.setLibraryOpen(false)
            UITestSupport.settle(window)
            for width in [400, 360] {
                leaveFullscreenAndNarrow(window, to: width)
                pressCtrlLAndExpectTheLibrary(window, "the library opens at \(width) px")
                Pointer.key("Escape")
                UITestSupport.settle(window)
                UITestSupport.resize(window, width: 1280, height: 800)
            }
        }
    }

    func testCtrlLAfterLeavingFullscreenAndNarrowingOpensTheLibrary() throws {
        try Pointer.require()
        for sheetShown in [false, true] {
            try UITestSupport.withWindow(width: 1280, height: 800) { window in
                defer { Pointer.park() }
                Pointer.xdotool(["mousemove", "300", "400"])
                leaveFullscreenAndNarrow(window, to: 400)
                if sheetShown != window.presenter.showEditor { window.perform(.toggleEditor) }
                UITestSupport.settle(window)
                pressCtrlLAndExpectTheLibrary(window, "the library opens (sheet shown: \(sheetShown))")
                XCTAssertGreaterThan(window.library.card.width, 0)
                XCTAssertLessThanOrEqual(window.library.card.width, 400)
            }
        }
    }
}
