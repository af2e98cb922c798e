import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// Compact headers leave the Connect button to the primary menu's "Remote Control…" while no
/// remote session is active, so that the preset's name has room at 360 px; an active session
/// keeps it (its status matters), and the menu item opens the Connect menu from it.
final class ConnectButtonPlacementTests: XCTestCase {
    private var networking = FakeRemoteNetworking()

    /// A window at `width`×`height` whose remote control runs on a fresh fake network, Chase
    /// selected; closed (its files' folder removed) after `body`, whatever it throws.
    private func withRemote<T>(
        width: Int, height: Int, _ body: @MainActor (MainWindow, WindowRemote) throws -> T
    ) throws -> T {
        try MainActor.assumeIsolated {
            networking = FakeRemoteNetworking()
            let folder = try TemporaryDirectory("ui")
            defer { folder.remove() }
            let window = try UITestSupport.openWindow(
                width: width, height: height, TestWindowOptions(remote: networking.windowOptions(directory: folder.url))
            )
            defer { UITestSupport.close(window) }
            window.state.select("chase")
            XCTAssertEqual(window.state.selectedPreset?.name, "Chase")
            UITestSupport.settle(window)
            return try body(window, try XCTUnwrap(window.remote))
        }
    }

    /// Whether the header shows the Connect button (visible and given room).
    @MainActor
    private func headerShowsButton(_ window: MainWindow, _ remote: WindowRemote) -> Bool {
        window.header.remoteSlot.isVisible && remote.menu.button.isMapped && remote.menu.button.width > 0
    }

    @MainActor
    private func activateRemoteControl(_ window: MainWindow) throws {
        let item = try XCTUnwrap(
            window.header.primaryMenuModel.items.first { $0.label == "Remote Control…" }, "the menu item")
        let action = try XCTUnwrap(window.actions.first { "win." + $0.name == item.action }, "its window action")
        action.activate()
        UITestSupport.settle(window)
    }

    /// Just below and at the breakpoint, and each way: wide → compact → wide.
    func testIdleCompactHeadersLeaveTheButtonToTheMenu() throws {
        try withRemote(width: 1280, height: 800) { window, remote in
            let breakpoint = Int(compactHeaderWidthBreakpoint)
            XCTAssertTrue(headerShowsButton(window, remote), "wide: the button")
            for (width, shows) in [(breakpoint - 1, false), (breakpoint, true), (360, false), (1280, true)] {
                UITestSupport.resize(window, width: width, height: 720)
                XCTAssertEqual(headerShowsButton(window, remote), shows, "idle at \(width) px")
                XCTAssertTrue(
                    window.header.primaryMenuModel.items.contains { $0.label == "Remote Control…" },
                    "\(width) px: the menu leads to it")
            }
        }
    }

    /// At 360 px the preset's name reads whole ("Chase", not "C…").
    func testTheNarrowHeaderShowsThePresetsName() throws {
        try withRemote(width: 360, height: 720) { window, _ in
            let name = window.header.presetName
            XCTAssertEqual(name.text, "Chase")
            XCTAssertGreaterThanOrEqual(
                name.width, name.measure(horizontal: true).natural, "the name is not ellipsized at 360 px")
        }
    }

    /// "Remote Control…" pops the Connect menu up from its button; when it closes with nothing
    /// active the button leaves again (focus back on the primary menu). Wide headers keep it.
    func testTheMenuItemOpensTheConnectMenu() throws {
        for (width, height) in [(360, 720), (1280, 800)] {
            try withRemote(width: width, height: height) { window, remote in
                _ = window.header.primaryMenu.grabFocus()  // as F10 leaves it
                try activateRemoteControl(window)
                XCTAssertTrue(remote.menu.popover.isVisible, "\(width) px: the Connect menu is open")
                XCTAssertTrue(window.window.focusIsWithin(remote.menu.popover), "\(width) px: keys go to the menu")
                XCTAssertTrue(headerShowsButton(window, remote), "\(width) px: shown from its button")
                XCTAssertLessThanOrEqual(remote.menu.popover.width, width)
                remote.menu.popover.popdown()
                UITestSupport.settle(window)
                XCTAssertFalse(remote.menu.popover.isVisible)
                XCTAssertEqual(headerShowsButton(window, remote), width == 1280, "\(width) px: closed, idle")
                if width == 360 {
                    XCTAssertTrue(
                        window.window.focusIsWithin(window.header.primaryMenu), "focus back where the user came from")
                }
            }
        }
    }

    /// Connecting (from the menu), pairing and hosting keep the button in a compact header, also
    /// when the window narrows meanwhile; when the session ends it leaves.
    func testAnActiveSessionKeepsTheButtonInCompactHeaders() throws {
        try withRemote(width: 360, height: 720) { window, remote in
            try activateRemoteControl(window)
            remote.menu.manualEntry.text = "10.0.0.5"
            remote.menu.manualConnect.click()
            remote.menu.popover.popdown()
            UITestSupport.settle(window)
            XCTAssertTrue(headerShowsButton(window, remote), "connecting: the button stays")
            remote.client.disconnect()
            UITestSupport.settle(window)
            XCTAssertFalse(headerShowsButton(window, remote), "idle again: it leaves")

            UITestSupport.resize(window, width: 1280, height: 800)
            remote.menu.hostingToggle.isActive = true
            UITestSupport.resize(window, width: 360, height: 720)
            XCTAssertTrue(headerShowsButton(window, remote), "hosting, wide → compact: the button stays")
            remote.menu.hostingToggle.isActive = false
            UITestSupport.settle(window)
            XCTAssertFalse(headerShowsButton(window, remote), "hosting stopped: it leaves")
        }
    }
}
