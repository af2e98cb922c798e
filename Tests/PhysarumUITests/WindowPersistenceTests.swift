import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The window's persistence on its own, no window: settings.json read once, changed and written
/// with what the window says it is now; unsaved edits kept in a slot and released.
final class WindowPersistenceTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var settingsURL: URL { temporary.url.appendingPathComponent("physarum/settings.json") }

    override func setUpWithError() throws { temporary = try TemporaryDirectory("persistence") }

    override func tearDown() { temporary.remove() }

    func testAFirstStartHasDefaultsAndAChangeIsWrittenWithWhatTheWindowIsNow() throws {
        try MainActor.assumeIsolated {
            let persistence = WindowPersistence(settingsURL: settingsURL)
            XCTAssertTrue(persistence.isFirstStart)
            XCTAssertTrue(persistence.remembersSettings)
            XCTAssertEqual(persistence.settings, AppSettings())
            XCTAssertNil(persistence.notice)
            persistence.current = { settings in settings.lastPresetID = "ink" }
            persistence.change { $0.cycleInterval = 60 }
            let written = SettingsStore(url: settingsURL).load().settings
            XCTAssertEqual(written.cycleInterval, 60, "the change")
            XCTAssertEqual(written.lastPresetID, "ink", "and what the window is now")
            XCTAssertEqual(persistence.settings, written)
            XCTAssertFalse(WindowPersistence(settingsURL: settingsURL).isFirstStart, "the next start is not the first")
        }
    }

    func testWithoutASettingsFileChangesStayInMemoryAndNothingIsWritten() throws {
        try MainActor.assumeIsolated {
            let persistence = WindowPersistence(settingsURL: nil)
            XCTAssertFalse(persistence.remembersSettings)
            XCTAssertFalse(persistence.isFirstStart, "no file to be the first of")
            persistence.current = { _ in XCTFail("nothing to remember for") }
            persistence.change { $0.editorPlacement = .bottom }
            XCTAssertEqual(persistence.settings.editorPlacement, .bottom)
            XCTAssertFalse(FileManager.default.fileExists(atPath: settingsURL.path))
        }
    }

    func testUnsavedEditsAreKeptInASlotThatReleasingFrees() throws {
        try MainActor.assumeIsolated {
            let directory = temporary.url.appendingPathComponent("unsaved")
            let state = EditorState(presets: presets)
            let persistence = WindowPersistence(settingsURL: nil)
            XCTAssertFalse(persistence.keepsUnsavedEdits)
            let outcome = try XCTUnwrap(
                persistence.keepUnsavedEdits(
                    role: "window", in: directory, state: state, origin: { nil }, onFailure: { XCTFail($0) }))
            XCTAssertNil(outcome.restored, "nothing from a last run")
            XCTAssertTrue(persistence.keepsUnsavedEdits)
            XCTAssertEqual(
                UnsavedEditsStore.claim(role: "window", in: directory)?.url.lastPathComponent, "window-2.json",
                "the first slot is held")
            state.edit(.decay, to: state.params.decay == 0.5 ? 0.6 : 0.5)
            persistence.releaseUnsavedEdits()
            XCTAssertFalse(persistence.keepsUnsavedEdits)
            let next = try XCTUnwrap(UnsavedEditsStore.claim(role: "window", in: directory))
            XCTAssertEqual(next.url.lastPathComponent, "window.json", "released: the next window claims it")
            XCTAssertNotNil(next.load().edits, "written a last time on release")
        }
    }
}
