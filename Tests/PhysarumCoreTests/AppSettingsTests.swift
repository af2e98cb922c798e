import Foundation
import XCTest

@testable import PhysarumCore

final class AppSettingsTests: XCTestCase {
    private func store() throws -> SettingsStore {
        SettingsStore(url: try makeTemporaryDirectory(self).appendingPathComponent("physarum/settings.json"))
    }

    func testSettingsRoundTrip() throws {
        let store = try store()
        var settings = AppSettings()
        settings.window = WindowSettings(width: 900, height: 1200, maximized: true)
        settings.lastPresetID = "coral"
        settings.autoCycle = true
        settings.editorPlacement = .bottom
        settings.startHintDismissed = true
        settings.cycleInterval = 60
        try store.save(settings)
        let loaded = store.load()
        XCTAssertEqual(loaded.settings, settings)
        XCTAssertNil(loaded.notice)
    }

    func testMissingFileGivesDefaultsQuietly() throws {
        let loaded = try store().load()
        XCTAssertEqual(loaded.settings, AppSettings())
        XCTAssertNil(loaded.notice)
    }

    func testMissingKeysTakeDefaultsAndSizesAreClamped() throws {
        let store = try store()
        try FileManager.default.createDirectory(
            at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"width": 10, "height": 99999, "lastPreset": "ink"}"#.utf8).write(to: store.url)
        let loaded = store.load()
        XCTAssertNil(loaded.notice)
        XCTAssertEqual(loaded.settings.lastPresetID, "ink")
        XCTAssertEqual(loaded.settings.window.width, WindowSettings.minimumSize.width)
        XCTAssertEqual(loaded.settings.window.height, WindowSettings.maximumSide)
        XCTAssertEqual(loaded.settings.editorPlacement, .automatic)
        XCTAssertFalse(loaded.settings.autoCycle)
        XCTAssertFalse(loaded.settings.startHintDismissed, "an older file: the first-start hint shows once")
        XCTAssertEqual(loaded.settings.cycleInterval, PresetCycle.defaultInterval, "a file from before the setting")
    }

    func testAFirstStartIsOneWithoutASettingsFile() throws {
        let store = try store()
        XCTAssertFalse(store.exists)
        try store.save(AppSettings())
        XCTAssertTrue(store.exists)

        let upgraded = try self.store()
        try FileManager.default.createDirectory(
            at: upgraded.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(#"{"width": 900, "height": 700}"#.utf8).write(to: upgraded.legacyWindowURL)
        XCTAssertTrue(upgraded.exists, "an earlier version's window.json: not a first start")
    }

    func testCycleIntervalSnapsToAnOfferedOne() throws {
        let store = try store()
        try FileManager.default.createDirectory(
            at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let rows: [(stored: String, expected: Double, why: String)] = [
            ("45", 45, "an offered interval stays"),
            ("37", 30, "between two offers: the nearer one (30 s)"),
            ("3", 10, "below the shortest"),
            ("9999", 120, "above the longest"),
        ]
        for row in rows {
            try Data(#"{"cycleInterval": \#(row.stored)}"#.utf8).write(to: store.url)
            let loaded = store.load()
            XCTAssertNil(loaded.notice, row.why)
            XCTAssertEqual(loaded.settings.cycleInterval, row.expected, row.why)
        }
    }

    func testCorruptFileStartsWithDefaultsKeepsABackupAndSaysSoOnce() throws {
        let store = try store()
        try FileManager.default.createDirectory(
            at: store.url.deletingLastPathComponent(), withIntermediateDirectories: true)
        for bad in ["{not json", #"{"editorPlacement": "diagonal"}"#, #"{"autoCycle": "yes"}"#, "[1, 2]"] {
            try Data(bad.utf8).write(to: store.url)
            let first = store.load()
            XCTAssertEqual(first.settings, AppSettings(), bad)
            let notice = try XCTUnwrap(first.notice, bad)
            XCTAssertTrue(notice.contains("settings.json.bak"), notice)
            XCTAssertEqual(
                try String(contentsOf: store.backupURL, encoding: .utf8), bad, "the bad file is kept as it was")
            XCTAssertFalse(FileManager.default.fileExists(atPath: store.url.path))
            XCTAssertNil(store.load().notice, "said once: the next start finds no file")
        }
    }

    func testLegacyWindowFileGivesTheSizeWhenThereIsNoSettingsFile() throws {
        let store = try store()
        try WindowSettings(width: 800, height: 1280, maximized: false).save(to: store.legacyWindowURL)
        XCTAssertEqual(store.load().settings.window, WindowSettings(width: 800, height: 1280, maximized: false))
    }

    func testStandardLocationFollowsXDGConfigHome() {
        XCTAssertEqual(
            SettingsStore.standard(environment: ["XDG_CONFIG_HOME": "/cfg"]).url.path, "/cfg/physarum/settings.json")
        XCTAssertEqual(
            SettingsStore.standard(environment: ["HOME": "/home/u"]).url.path, "/home/u/.config/physarum/settings.json")
        XCTAssertEqual(
            SettingsStore.standard(environment: ["XDG_CONFIG_HOME": "cfg", "HOME": "/home/u"]).url.path,
            "/home/u/.config/physarum/settings.json", "a relative XDG_CONFIG_HOME is ignored")
        XCTAssertEqual(
            SettingsStore.standard(environment: ["XDG_CONFIG_HOME": "", "HOME": "/home/u"]).url.path,
            "/home/u/.config/physarum/settings.json", "an empty one too")
    }
}
