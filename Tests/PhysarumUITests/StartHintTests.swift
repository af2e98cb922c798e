import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The first start: a hint names the keys from the action table, shows once (settings.json
/// remembers its dismissal), and goes with its close button or the first use of a key it names;
/// the editor does not greet a new user, and later starts open it as before.
final class StartHintTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var settingsURL: URL { temporary.appending("config/physarum/settings.json") }
    /// A window that remembers its settings in this test's folder.
    private var remembering: TestWindowOptions { TestWindowOptions(settingsURL: settingsURL) }

    override func setUpWithError() throws { temporary = try TemporaryDirectory("hint") }

    override func tearDown() { temporary.remove() }

    private func savedDismissal() -> Bool? {
        SettingsStore(url: settingsURL).exists
            ? SettingsStore(url: settingsURL).load().settings.startHintDismissed : nil
    }

    func testAFreshStartShowsTheHintWithoutTheEditorAndTheCloseButtonEndsItForGood() throws {
        try MainActor.assumeIsolated {
            let first = try UITestSupport.openWindow(
                width: 1280, height: 800, remembering)
            XCTAssertTrue(first.startHint.isShown, "a fresh settings file: the hint shows")
            XCTAssertEqual(
                first.startHint.keyLabels.map(\.accelerator), ["Left Right", "F9", "<Control>l"],
                "the keys of the action table")
            XCTAssertEqual(
                first.startHint.keyLabels.map(\.accelerator),
                StartHint.entries.map { $0.actions.flatMap(\.keys).joined(separator: " ") })
            XCTAssertFalse(first.presenter.showEditor, "the very first start shows the picture, not the editor")
            XCTAssertTrue(first.startHint.closeButton.isMapped)
            first.startHint.closeButton.click()
            XCTAssertFalse(first.startHint.isShown, "closed")
            XCTAssertEqual(savedDismissal(), true, "remembered at once")
            UITestSupport.close(first)

            let again = try UITestSupport.openWindow(
                width: 1280, height: 800, remembering)
            defer { UITestSupport.close(again) }
            XCTAssertFalse(again.startHint.isShown, "dismissed, restarted: no hint")
            XCTAssertTrue(again.presenter.showEditor, "a later start opens the editor beside the player, as before")
        }
    }

    func testUsingAKeyTheHintNamesDismissesIt() throws {
        try Pointer.require()
        for key in ["Right", "Left", "F9", "ctrl+l"] {
            try? FileManager.default.removeItem(at: settingsURL)  // a fresh start for each key
            try UITestSupport.withWindow(width: 1280, height: 800, remembering) { window in
                defer { Pointer.park() }
                Pointer.xdotool(["mousemove", "200", "400"])
                XCTAssertTrue(window.startHint.isShown, key)
                XCTAssertTrue(window.playerHasKeys)
                Pointer.key(key)
                XCTAssertTrue(
                    MainLoop.run(until: { !window.startHint.isShown }, timeout: 2), "\(key) dismisses the hint")
                XCTAssertEqual(savedDismissal(), true, key)
            }
        }
    }

    func testAKeyTheHintDoesNotNameLeavesIt() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800, remembering) { window in
            defer { Pointer.park() }
            Pointer.xdotool(["mousemove", "200", "400"])
            Pointer.key("space")
            XCTAssertTrue(MainLoop.run(until: { window.player.isPaused }, timeout: 2))
            XCTAssertTrue(window.startHint.isShown, "Space pauses and the hint stays")
            XCTAssertNotEqual(savedDismissal(), true)
        }
    }

    func testTheAmbientHostShowsNoHint() throws {
        try MainActor.assumeIsolated {
            let networking = FakeRemoteNetworking()
            let options = networking.windowOptions(
                directory: temporary.appending("remote"),
                hostOnStart: .init(port: 47_420, name: "Living room", pairingCode: "123456"))
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, TestWindowOptions(remote: options, settingsURL: settingsURL))
            defer { UITestSupport.close(window) }
            XCTAssertFalse(window.startHint.isShown, "a screen that remotes drive: nobody at its keyboard")
        }
    }

    func testWindowsWithoutSettingsShowNoHint() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertFalse(window.startHint.isShown, "nothing remembers a dismissal: no hint")
        }
    }
}
