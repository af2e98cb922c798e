import XCTest

@testable import PhysarumCore

/// Change groups nest and close in order; undo and redo say what they changed.
final class EditorStateHistoryTests: XCTestCase {
    private func state() -> EditorState { EditorState(presets: threePresets(), selectedID: "alpha") }

    func testAGroupIsOpenFromItsBeginAndNestedGroupsAreOneStep() {
        let s = state()
        let before = s.params.decay
        XCTAssertFalse(s.isChanging)
        s.beginChange()
        XCTAssertTrue(s.isChanging, "one level open")
        s.beginChange()
        s.edit(.decay, to: 0.5)
        s.endChange()
        XCTAssertTrue(s.isChanging, "the outer group is still open")
        s.edit(.decay, to: 0.6)
        s.endChange()
        XCTAssertFalse(s.isChanging)
        XCTAssertTrue(s.undo())
        XCTAssertEqual(s.params.decay, before, "both edits were one step")
        XCTAssertFalse(s.canUndo)
    }

    func testAnUnbalancedEndIsIgnoredAndTheNextGroupStillOpens() {
        let s = state()
        s.endChange()
        s.endChange()
        XCTAssertFalse(s.isChanging)
        s.beginChange()
        XCTAssertTrue(s.isChanging, "a group opens after stray ends")
        s.edit(.decay, to: 0.5)
        s.endChange()
        XCTAssertFalse(s.isChanging)
        s.beginChange()
        s.endChange()
        s.endChange()
        s.beginChange()
        XCTAssertTrue(s.isChanging, "and after a balanced group with one end too many")
        s.endChange()
    }

    func testCancelTakesBackANestedGroupAfterItsInnerEnd() {
        let s = state()
        let before = s.params.decay
        s.beginChange()
        s.beginChange()
        s.edit(.decay, to: 0.5)
        s.endChange()
        s.cancelChange()
        XCTAssertEqual(s.params.decay, before, "the outer group's start was kept through the inner end")
        XCTAssertFalse(s.canUndo, "and nothing was recorded")
        XCTAssertFalse(s.isChanging)
    }

    func testCancelWithoutAGroupLeavesTheEditsAlone() {
        let s = state()
        s.edit(.decay, to: 0.5)
        s.cancelChange()
        XCTAssertEqual(s.params.decay, 0.5)
        XCTAssertTrue(s.canUndo)
    }

    func testUndoSaysSelectionOnlyWhenTheSelectionChanges() {
        let s = state()
        var changes: [EditorChange] = []
        let observation = s.addObserver { changes.append($0) }
        defer { _ = observation }
        s.edit(.decay, to: 0.5)
        changes = []
        s.undo()
        XCTAssertEqual(changes.count, 1)
        XCTAssertTrue(changes[0].contains(.params))
        XCTAssertFalse(changes[0].contains(.selection), "an edit in the same preset")
        XCTAssertFalse(changes[0].contains(.morph), "no morph ran")
        s.select("beta")
        changes = []
        s.undo()
        XCTAssertTrue(changes.last?.contains(.selection) ?? false, "back to alpha")
        XCTAssertEqual(s.selectedID, "alpha")
    }

    func testSelectUndoAndRedoSaySelectionWhenOnlyThePresetsIdChanges() {
        // A preset saved from alpha unedited holds alpha's parameters: going back and forth
        // between them changes the id alone, and that is still a change of the selection.
        let alpha = threePresets()[0]
        let copy = Preset(id: "copy", name: "Copy", tag: alpha.tag, params: alpha.params)
        let s = EditorState(presets: threePresets() + [copy], selectedID: "alpha")
        var changes: [EditorChange] = []
        let observation = s.addObserver { changes.append($0) }
        defer { _ = observation }
        s.select("copy")
        s.undo()
        XCTAssertEqual(s.selectedID, "alpha")
        s.redo()
        XCTAssertEqual(s.selectedID, "copy")
        XCTAssertEqual(changes, Array(repeating: [.history, .selection], count: 3), "select, undo, redo")
    }

    func testUndoDuringAMorphEndsItAndSaysSo() {
        let s = state()
        s.edit(.decay, to: 0.5)
        XCTAssertTrue(s.beginMorph(to: "beta"))
        s.updateMorph(progress: 0.5)
        var changes: [EditorChange] = []
        let observation = s.addObserver { changes.append($0) }
        defer { _ = observation }
        s.undo()
        XCTAssertNil(s.morphProgress, "the morph is over")
        XCTAssertTrue(changes.last?.contains(.morph) ?? false)
    }
}

/// Edits that name something that is not there change nothing.
final class EditorStateEditingGuardTests: XCTestCase {
    func testAColourOfNoSpeciesAndInvalidParametersAreRefused() {
        let s = EditorState(presets: threePresets(), selectedID: "alpha")
        let before = s.params
        s.setColor(RGBColor(red: 1, green: 0, blue: 0), species: 3)
        s.setColor(RGBColor(red: 1, green: 0, blue: 0), species: -1)
        XCTAssertEqual(s.params, before)
        var bad = before
        bad.decay = 5
        XCTAssertFalse(s.setParams(bad))
        XCTAssertEqual(s.params, before)
        XCTAssertFalse(s.canUndo, "nothing was recorded")
        s.setColor(RGBColor(red: 1, green: 0, blue: 0), species: 2)
        XCTAssertEqual(s.params.colors[2], RGBColor(red: 1, green: 0, blue: 0), "species 2 exists")
    }
}
