import Foundation
import XCTest

@testable import PhysarumCore

/// UnsavedEdits' format version and kept history, written out: the store's and the editor's
/// tests read the constants, so a changed one would pass them.
final class UnsavedEditsTests: XCTestCase {
    func testThisBuildWritesVersion1() throws {
        let state = EditorState(presets: [samplePreset()])
        state.edit(.decay, to: 0.5)
        let edits = try XCTUnwrap(state.unsavedEdits(origin: nil))
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(edits)) as? [String: Any]
        XCTAssertEqual(json?["version"] as? Int, 1, "another number would set aside every file written so far")
    }

    func testTheNewestFiftyUndoAndRedoStepsAreKept() throws {
        let state = EditorState(presets: [samplePreset()])
        for i in 1...60 { state.edit(.bloom, to: Double(i) / 100) }
        XCTAssertEqual(try XCTUnwrap(state.unsavedEdits(origin: nil)).undo.count, 50, "60 undo steps")
        for _ in 1...55 { state.undo() }
        let edits = try XCTUnwrap(state.unsavedEdits(origin: nil))
        XCTAssertEqual([edits.undo.count, edits.redo.count], [5, 50], "5 undo and 55 redo steps")
    }
}
