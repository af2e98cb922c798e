import XCTest

@testable import PhysarumCore

/// EditorState+Unsaved: which states hold unsaved parameters, and bringing them back.
final class EditorStateUnsavedTests: XCTestCase {
    private func presets() -> [Preset] {
        (0..<3).map { i in
            var params = PresetParams()
            params.decay = [0.9, 0.95, 0.6][i]
            return Preset(id: "p\(i)", name: "P\(i)", tag: RGBColor(hex: "#00000\(i)")!, params: params)
        }
    }

    func testUnsavedMeansEditedOrPresetGoneAndNothingOtherwise() {
        let state = EditorState(presets: presets())
        XCTAssertFalse(state.hasUnsavedParameters)
        XCTAssertNil(state.unsavedEdits(origin: nil), "a preset's own parameters need no keeping")
        state.edit(.decay, to: 0.5)
        XCTAssertTrue(state.hasUnsavedParameters)
        state.resetAll()
        XCTAssertFalse(state.hasUnsavedParameters, "reverted: saved again")
        // The running preset deleted: its parameters are in no preset now.
        state.setPresets(Array(presets().dropFirst()))
        XCTAssertNil(state.selectedPreset)
        XCTAssertTrue(state.hasUnsavedParameters)
    }

    func testEditsLeftBehindBySwitchingPresetsAreKeptAsHistory() {
        let state = EditorState(presets: presets())
        // A history of switches alone holds only presets' own parameters: nothing to keep.
        state.select("p1")
        state.select("p2")
        XCTAssertTrue(state.canUndo)
        XCTAssertFalse(state.historyHoldsUnsavedParameters)
        XCTAssertNil(state.unsavedEdits(origin: nil))
        // An edit, then a switch: p2 runs unedited, the edit is one undo step away.
        state.edit(.decay, to: 0.5)
        state.select("p0")
        XCTAssertFalse(state.hasUnsavedParameters, "p0 runs unedited")
        XCTAssertTrue(state.historyHoldsUnsavedParameters)
        XCTAssertNotNil(state.unsavedEdits(origin: nil))
        // Undone back to before the edit, it waits on the redo side: still kept.
        state.undo()
        state.undo()
        XCTAssertFalse(state.hasUnsavedParameters)
        XCTAssertTrue(state.historyHoldsUnsavedParameters)
    }

    func testRestoredEditsRunAsLeftWithTheirUndoHistory() throws {
        let before = EditorState(presets: presets(), selectedID: "p1")
        before.edit(.decay, to: 0.5)
        before.edit(.bloom, to: 1.2)
        let edits = try XCTUnwrap(before.unsavedEdits(origin: nil))
        XCTAssertEqual(edits.origin.name, "P1")
        XCTAssertEqual(edits.undo.count, 2)

        let after = EditorState(presets: presets())
        var changes: [EditorChange] = []
        after.addObserver { changes.append($0) }
        after.restore(edits)
        XCTAssertEqual(changes.count, 1, "one notification")
        XCTAssertEqual(after.selectedID, "p1")
        XCTAssertEqual(after.params, before.params)
        XCTAssertTrue(after.isModified)
        XCTAssertTrue(after.undo())
        XCTAssertEqual(after.params.bloom, presets()[1].params.bloom)
        XCTAssertEqual(after.params.decay, 0.5)
        XCTAssertTrue(after.undo())
        XCTAssertFalse(after.isModified, "undo reaches the preset")
        XCTAssertTrue(after.redo())
        XCTAssertEqual(after.params.decay, 0.5)
    }

    func testRestoringWhenThePresetChangedOrWentAway() throws {
        let before = EditorState(presets: presets(), selectedID: "p0")
        before.edit(.decay, to: 0.5)
        let edits = try XCTUnwrap(before.unsavedEdits(origin: nil))

        // Changed on disk since: Revert returns to what the preset holds now.
        var changed = presets()
        changed[0].params.decay = 0.7
        let later = EditorState(presets: changed)
        later.restore(edits)
        XCTAssertEqual(later.baseline.decay, 0.7)
        XCTAssertEqual(later.params.decay, 0.5)

        // Gone: the edits run unsaved, Revert returns to the preset as it was.
        let gone = EditorState(presets: Array(presets().dropFirst()))
        gone.restore(edits)
        XCTAssertNil(gone.selectedPreset)
        XCTAssertEqual(gone.params.decay, 0.5)
        XCTAssertEqual(gone.baseline.decay, 0.9)
        XCTAssertEqual(edits.originPreset.name, "P0", "the header can still name it")
        XCTAssertTrue(gone.hasUnsavedParameters)
    }

    func testOnlyTheNewestHistoryIsKept() throws {
        let state = EditorState(presets: presets())
        let steps = UnsavedEdits.historyLimit + 10
        for i in 1...steps { state.edit(.bloom, to: Double(i) / 100) }
        let edits = try XCTUnwrap(state.unsavedEdits(origin: nil))
        XCTAssertEqual(edits.undo.count, UnsavedEdits.historyLimit)
        XCTAssertEqual(edits.undo.last?.params.bloom, Double(steps - 1) / 100, "the newest step is kept")
    }

    func testADeletedPresetsEditsNameTheOriginTheWindowGives() throws {
        let state = EditorState(presets: presets())
        state.edit(.decay, to: 0.5)
        state.setPresets(Array(presets().dropFirst()))
        XCTAssertNil(state.unsavedEdits(origin: nil), "without a preset to name they cannot be shown")
        let edits = try XCTUnwrap(state.unsavedEdits(origin: presets()[0]))
        XCTAssertEqual(edits.origin.id, "p0")
    }
}
