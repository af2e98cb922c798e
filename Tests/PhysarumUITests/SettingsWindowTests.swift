import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// settings.json through the real window: restored at start, written on close, a corrupt file
/// reported once with nothing lost.
final class SettingsWindowTests: XCTestCase {
    func testRememberedPresetCyclingAndPlacementAreRestoredAndWritten() throws {
        try MainActor.assumeIsolated {
            let store = SettingsStore(url: try folder().appendingPathComponent("settings.json"))
            var saved = AppSettings()
            saved.lastPresetID = "coral"
            saved.autoCycle = true
            saved.editorPlacement = .bottom
            try store.save(saved)
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, TestWindowOptions(settingsURL: store.url))
            XCTAssertEqual(window.state.selectedID, "coral")
            XCTAssertTrue(window.state.isCycling)
            XCTAssertEqual(window.presenter.presentation, .bottom, "Bottom in a wide window")
            XCTAssertFalse(window.toast.isShown, "nothing to report")
            window.state.select("ink")
            window.state.setCycling(false)
            window.setEditorPlacement(.side)
            window.persistence.remember()
            UITestSupport.close(window)
            let written = store.load().settings
            XCTAssertEqual(written.lastPresetID, "ink")
            XCTAssertFalse(written.autoCycle)
            XCTAssertEqual(written.editorPlacement, .side)
        }
    }

    func testCorruptSettingsStartWithDefaultsKeepTheFileAndSaySo() throws {
        try MainActor.assumeIsolated {
            let store = SettingsStore(url: try folder().appendingPathComponent("settings.json"))
            try Data("{\"lastPreset\": ".utf8).write(to: store.url)
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, TestWindowOptions(settingsURL: store.url))
            defer { UITestSupport.close(window) }
            XCTAssertTrue(window.toast.isShown)
            XCTAssertTrue(window.toast.message.text.contains("settings.json.bak"), window.toast.message.text)
            XCTAssertEqual(window.state.selectedID, presets.first?.id, "defaults: the first preset")
            XCTAssertEqual(window.presenter.placement, .automatic)
            XCTAssertEqual(try String(contentsOf: store.backupURL, encoding: .utf8), "{\"lastPreset\": ")
        }
    }

    private func folder() throws -> URL {
        let folder = try TemporaryDirectory("settings")
        addTeardownBlock { folder.remove() }
        return folder.url
    }
}
