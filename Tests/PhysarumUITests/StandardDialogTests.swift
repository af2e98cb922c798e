import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The libadwaita dialogs (About, Preferences, message dialogs) and the shortcuts window: what
/// they show, and that each closes with a real Esc and gives the keys back to the main window.
final class StandardDialogTests: XCTestCase {
    /// Opens a dialog with real keys (or, for a dialog no key opens, as its menu item does),
    /// presses Escape, and checks it closed and the main window has the keys again.
    func testEveryDialogClosesWithEscapeAndTheMainWindowGetsTheKeysBack() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            XCTAssertTrue(MainLoop.run(until: { window.window.isActive }, timeout: 5), "the main window has the keys")
            let openers: [(name: String, open: @MainActor () -> Void)] = [
                ("Preferences", { Pointer.key("ctrl+comma") }),
                ("shortcuts window", { Pointer.key("ctrl+question") }),
                // GNOME gives About no key: the ☰ menu's item runs this action.
                ("About", { window.perform(.about) }),
                (
                    "message dialog",
                    {
                        let dialog = MessageDialog(
                            heading: "Forget?", body: "Gone for good.", transientFor: window.window)
                        dialog.addResponse("cancel", label: "Cancel")
                        dialog.addResponse("forget", label: "Forget", appearance: .destructive)
                        dialog.closeResponse = "cancel"
                        dialog.defaultResponse = "cancel"
                        dialog.onResponse { self.responses.append($0) }
                        dialog.present()
                    }
                ),
            ]
            for opener in openers {
                opener.open()
                var dialog: Window?
                let opened = MainLoop.run(
                    until: {
                        // The shown, active toplevel other than the window (an earlier test's
                        // hidden windows may still say "active": without a window manager
                        // nothing takes that from them).
                        dialog = Window.toplevels.first {
                            $0.isVisible && $0.isActive && !$0.isSame(as: window.window)
                        }
                        return dialog != nil
                    }, timeout: 5)
                XCTAssertTrue(opened, "\(opener.name) opened and has the keys")
                guard let dialog else { continue }
                XCTAssertTrue(dialog.isTransient(for: window.window), "\(opener.name) belongs to the window")
                Pointer.key("Escape")
                XCTAssertTrue(MainLoop.run(until: { !dialog.isVisible }, timeout: 5), "Esc closed \(opener.name)")
                XCTAssertTrue(
                    MainLoop.run(until: { window.window.isActive }, timeout: 5),
                    "after \(opener.name) the main window has the keys again; toplevels: "
                        + Window.toplevels.map { "\($0.title) visible \($0.isVisible) active \($0.isActive)" }
                        .joined(separator: ", "))
            }
            XCTAssertEqual(responses, ["cancel"], "Esc gave the message dialog's close response, not Forget")
        }
    }

    private var responses: [String] = []

    func testPreferencesTitleRowsAndTheRememberedInterval() throws {
        try MainActor.assumeIsolated {
            let folder = try TemporaryDirectory("prefs", removedBy: addTeardownBlock)
            let store = SettingsStore(url: folder.appending("settings.json"))
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, TestWindowOptions(settingsURL: store.url))
            defer { UITestSupport.close(window) }
            window.state.setCycling(true)
            // Weak: holding the old source would keep it running (releasing it cancels it).
            weak let timerBefore = try XCTUnwrap(window.autoCycle.timer, "auto-cycle runs")
            window.perform(.preferences)
            let preferences = try XCTUnwrap(window.preferences)
            XCTAssertEqual(preferences.dialog.window.title, "Preferences", "not the app's name again")
            XCTAssertEqual(preferences.placement.title, "Editor placement")
            XCTAssertEqual(preferences.cycleInterval.title, "Auto-cycle interval")
            XCTAssertEqual(
                PresetCycle.intervalChoices[preferences.cycleInterval.selected], PresetCycle.defaultInterval,
                "the default shows")
            let minute = try XCTUnwrap(PresetCycle.intervalChoices.firstIndex(of: 60))
            preferences.cycleInterval.selected = minute
            XCTAssertEqual(window.persistence.settings.cycleInterval, 60)
            XCTAssertEqual(store.load().settings.cycleInterval, 60, "remembered in settings.json at once")
            let timerAfter = try XCTUnwrap(window.autoCycle.timer, "auto-cycle still runs")
            XCTAssertFalse(timerAfter === timerBefore, "the timer restarted with the new interval")
            XCTAssertNil(timerBefore, "and the old one is gone")
            // The timer runs on the remembered interval (one far shorter than Preferences offers,
            // so the test need not wait 10 s).
            window.setCycleInterval(0.3)
            let before = window.state.selectedID
            XCTAssertTrue(
                MainLoop.run(until: { window.state.selectedID != before }, timeout: 2), "the next preset after 0.3 s")
            window.setCycleInterval(60)
            preferences.dialog.window.close()
            UITestSupport.close(window)
            let reopened = try UITestSupport.openWindow(
                width: 1280, height: 800, TestWindowOptions(settingsURL: store.url))
            defer { UITestSupport.close(reopened) }
            reopened.perform(.preferences)
            let again = try XCTUnwrap(reopened.preferences)
            XCTAssertEqual(again.cycleInterval.selected, minute, "the next start shows the remembered interval")
            again.dialog.window.close()
        }
    }

    func testAboutShowsTheVersionLinksLicenceAndTheMetainfosReleaseNotes() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let about = window.showAbout()
            defer { about.close() }
            XCTAssertTrue(about.isTransient(for: window.window))
            let details = try XCTUnwrap(AboutWindow.details(of: about))
            XCTAssertEqual(details.applicationName, "Physarum")
            XCTAssertEqual(details.applicationIcon, PhysarumApp.applicationID)
            XCTAssertEqual(details.version, AppVersion.string)
            XCTAssertEqual(details.website, AppLinks.website)
            XCTAssertEqual(details.issueURL, AppLinks.issues)
            XCTAssertEqual(details.license, .mitX11)
            XCTAssertFalse(details.developers.isEmpty, "credits")
            let notes = try XCTUnwrap(MainWindow.releaseNotes(), "the metainfo is found")
            XCTAssertEqual(details.releaseNotesVersion, notes.version)
            XCTAssertEqual(details.releaseNotes, notes.markup)
            XCTAssertTrue(details.releaseNotes.contains("<li>"), details.releaseNotes)
        }
    }

    /// Every key the app binds is in the shortcuts window: each action's keys (F6 among them), the
    /// ☰ menu's F10, GTK's slider keys and the slider keys for a parameter's row.
    func testTheShortcutsWindowListsEveryKey() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let shortcuts = window.showShortcuts()
            defer { shortcuts.window.close() }
            XCTAssertTrue(MainLoop.run(until: { shortcuts.window.isMapped }, timeout: 5), "it shows")
            UITestSupport.settle(window)
            let shown = Set(shortcuts.rows.flatMap { $0.accelerator.split(separator: " ").map(String.init) })
            var bound = AppAction.allCases.flatMap(\.keys)
            bound += ["F10", "Left", "Right", "Page_Up", "Page_Down", "Home", "End"]
            bound += SliderKey.allCases.flatMap(\.accelerators)
            for key in bound {
                XCTAssertTrue(shown.contains(key), "\(key) is in the shortcuts window (\(shown.sorted()))")
            }
            XCTAssertTrue(window.header.primaryMenu.isPrimary, "F10 is the ☰ menu's")
        }
    }
}
