import Foundation
import XCTest

@testable import PhysarumCore

final class UnsavedEditsStoreTests: XCTestCase {
    private func sampleEdits() throws -> UnsavedEdits {
        let state = EditorState(presets: [samplePreset()])
        state.edit(.decay, to: 0.5)
        return try XCTUnwrap(state.unsavedEdits(origin: nil))
    }

    func testWrittenEditsLoadBackReadableByTheUserOnly() throws {
        let directory = try makeTemporaryDirectory(self)
        let store = try XCTUnwrap(UnsavedEditsStore.claim(role: "window", in: directory))
        XCTAssertNil(store.load().edits, "nothing kept yet")
        let edits = try sampleEdits()
        try store.save(edits)
        let loaded = store.load()
        XCTAssertEqual(loaded.edits, edits)
        XCTAssertNil(loaded.notice)
        let mode = try FileManager.default.attributesOfItem(atPath: store.url.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        store.remove()
        XCTAssertNil(store.load().edits)
    }

    func testADamagedOrNewerFileIsSetAsideAndSaidOnce() throws {
        let rows: [(content: String, reason: String)] = [
            ("{not json", "damaged"),
            (#"{"version": 1}"#, "damaged"),
            // Fields missing: not a file this build can run.
            (##"{"version": 99, "origin": {"id": "x", "name": "X", "tag": "#ffffff"}}"##, "damaged"),
        ]
        for row in rows {
            let directory = try makeTemporaryDirectory(self)
            let store = try XCTUnwrap(UnsavedEditsStore.claim(role: "window", in: directory))
            try Data(row.content.utf8).write(to: store.url)
            let first = store.load()
            XCTAssertNil(first.edits, row.content)
            XCTAssertTrue(first.notice?.contains(row.reason) == true, "\(row.content): \(first.notice ?? "no notice")")
            XCTAssertTrue(first.notice?.contains(store.backupURL.lastPathComponent) == true)
            XCTAssertEqual(try String(contentsOf: store.backupURL, encoding: .utf8), row.content, "kept as it was")
            XCTAssertNil(store.load().notice, "said once: the file is aside now")
        }
    }

    func testAFileOfANewerFormatIsSetAsideUnread() throws {
        let directory = try makeTemporaryDirectory(self)
        let store = try XCTUnwrap(UnsavedEditsStore.claim(role: "window", in: directory))
        var newer = try sampleEdits()
        newer.version = UnsavedEdits.formatVersion + 1
        try store.save(newer)
        let loaded = store.load()
        XCTAssertNil(loaded.edits)
        XCTAssertTrue(loaded.notice?.contains("newer") == true, loaded.notice ?? "no notice")
        // The version this build writes is read.
        try store.save(try sampleEdits())
        XCTAssertNotNil(store.load().edits)
    }

    func testEachRunningWindowGetsASlotOfItsOwnAndAFreedSlotIsClaimedAgain() throws {
        let directory = try makeTemporaryDirectory(self)
        var first = UnsavedEditsStore.claim(role: "window", in: directory)
        let second = try XCTUnwrap(UnsavedEditsStore.claim(role: "window", in: directory))
        let host = try XCTUnwrap(UnsavedEditsStore.claim(role: "host", in: directory))
        XCTAssertEqual(first?.url.lastPathComponent, "window.json")
        XCTAssertEqual(second.url.lastPathComponent, "window-2.json")
        XCTAssertEqual(host.url.lastPathComponent, "host.json", "roles do not share slots")
        first = nil  // the window closes: its lock is released
        let again = try XCTUnwrap(UnsavedEditsStore.claim(role: "window", in: directory))
        XCTAssertEqual(again.url.lastPathComponent, "window.json")
        XCTAssertNil(first)
    }

    func testNoSlotIsGivenWhenAllAreHeld() throws {
        let directory = try makeTemporaryDirectory(self)
        let held = (1...UnsavedEditsStore.slotLimit).compactMap { _ in
            UnsavedEditsStore.claim(role: "window", in: directory)
        }
        XCTAssertEqual(held.count, UnsavedEditsStore.slotLimit)
        XCTAssertNil(UnsavedEditsStore.claim(role: "window", in: directory))
    }

    func testEightWindowsOfARoleKeepEditsAndTheNinthDoesNot() throws {
        let directory = try makeTemporaryDirectory(self)
        let held = (1...8).compactMap { _ in UnsavedEditsStore.claim(role: "window", in: directory) }
        XCTAssertEqual(held.map(\.url.lastPathComponent), ["window.json"] + (2...8).map { "window-\($0).json" })
        XCTAssertNil(UnsavedEditsStore.claim(role: "window", in: directory), "the ninth at once")
    }

    func testALockThatCannotBeOpenedGivesNoSlotRatherThanTheNext() throws {
        let directory = try makeTemporaryDirectory(self)
        // A folder where the first slot's lock file belongs: open(2) fails with EISDIR.
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("window.lock"), withIntermediateDirectories: false)
        XCTAssertNil(UnsavedEditsStore.claim(role: "window", in: directory))
        XCTAssertNotNil(UnsavedEditsStore.claim(role: "host", in: directory), "another role's slots are unaffected")
    }
}
