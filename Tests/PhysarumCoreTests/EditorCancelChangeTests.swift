import XCTest

@testable import PhysarumCore

/// A change group taken back (a long press on a slider: the press was a question, not an edit).
final class EditorCancelChangeTests: XCTestCase {
    private func makeState() -> EditorState {
        var params = PresetParams()
        params.decay = 0.9
        return EditorState(presets: [Preset(id: "p", name: "P", tag: RGBColor(hex: "#000000")!, params: params)])
    }

    func testCancelPutsBackTheValuesAndLeavesNoUndoStep() {
        let state = makeState()
        state.edit(.bloom, to: 1.5)  // an earlier step that must survive
        state.beginChange()
        state.edit(.decay, to: 0.5)
        state.edit(.decay, to: 0.4)
        var changes: [EditorChange] = []
        state.addObserver { changes.append($0) }
        state.cancelChange()
        XCTAssertEqual(state.params.decay, 0.9)
        XCTAssertEqual(state.params.bloom, 1.5)
        XCTAssertFalse(state.isChanging)
        XCTAssertTrue(changes.contains { $0.contains(.params) }, "the rows are told to show the old value")
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params.bloom, 0.3, accuracy: 1e-9, "the step before the group is next to undo")
        XCTAssertFalse(state.canUndo)
    }

    func testCancelKeepsTheRedoStepsTheGroupCleared() {
        let state = makeState()
        state.edit(.decay, to: 0.5)
        state.undo()
        XCTAssertTrue(state.canRedo)
        state.beginChange()
        state.edit(.decay, to: 0.7)
        XCTAssertFalse(state.canRedo, "an edit drops the redo branch")
        state.cancelChange()
        XCTAssertTrue(state.redo(), "a cancelled group was never an edit")
        XCTAssertEqual(state.params.decay, 0.5, accuracy: 1e-9)
    }

    func testCancelOfAGroupWithoutChangesOrWithoutAGroupDoesNothing() {
        let state = makeState()
        state.edit(.decay, to: 0.8)
        var notifications = 0
        state.addObserver { _ in notifications += 1 }
        state.cancelChange()
        state.beginChange()
        state.cancelChange()
        XCTAssertEqual(notifications, 0)
        XCTAssertEqual(state.params.decay, 0.8, accuracy: 1e-9)
        XCTAssertFalse(state.isChanging)
        state.endChange()  // the press's release after the cancel: unbalanced, ignored
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params.decay, 0.9, accuracy: 1e-9)
    }

    func testAGroupThatEndsNormallyIsKept() {
        let state = makeState()
        state.beginChange()
        state.edit(.decay, to: 0.6)
        state.endChange()
        state.cancelChange()
        XCTAssertEqual(state.params.decay, 0.6, accuracy: 1e-9, "cancel after the end takes nothing back")
    }
}
