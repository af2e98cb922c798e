import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The first start: a hint names the keys from the action table, shows once (settings.json
/// remembers its dismissal), and goes with its close button or the first use of a key it names;
/// the editor does not greet a new user, and later starts open it as before.
final class StartHintTests: XCTestCase {
    private var root: URL!
    private var settingsURL: URL { root.appendingPathComponent("config/physarum/settings.json") }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("physarum-hint-\(UUID().uuidString)")
    }

    override func tearDown() { try? FileManager.default.removeItem(at: root) }

    private func savedDismissal() -> Bool? {
        SettingsStore(url: settingsURL).exists
            ? SettingsStore(url: settingsURL).load().settings.startHintDismissed : nil
    }

    func testAFreshStartShowsTheHintWithoutTheEditorAndTheCloseButtonEndsItForGood() throws {
        try MainActor.assumeIsolated {
            let first = try UITestSupport.openWindow(
                width: 1280, height: 800, TestWindowOptions(settingsURL: settingsURL))
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
                width: 1280, height: 800, TestWindowOptions(settingsURL: settingsURL))
            defer { UITestSupport.close(again) }
            XCTAssertFalse(again.startHint.isShown, "dismissed, restarted: no hint")
            XCTAssertTrue(again.presenter.showEditor, "a later start opens the editor beside the player, as before")
        }
    }

    func testUsingAKeyTheHintNamesDismissesIt() throws {
        try Pointer.require()
        for key in ["Right", "Left", "F9", "ctrl+l"] {
            try? FileManager.default.removeItem(at: root)
            try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(settingsURL: settingsURL)) {
                window in
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
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(settingsURL: settingsURL)) { window in
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
                directory: root.appendingPathComponent("remote"),
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
