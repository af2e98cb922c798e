import Foundation
import XCTest

@testable import PhysarumCore

/// The host applies remote commands through the editor's own methods.
final class EditorStateRemoteTests: XCTestCase {
    func testEachCommandUsesTheEditorsOwnPaths() {
        let state = EditorState(presets: threePresets(), selectedID: "alpha")
        state.apply(.intent(.next))
        XCTAssertEqual(state.selectedID, "beta")
        state.apply(.intent(.previous))
        state.apply(.intent(.previous))
        XCTAssertEqual(state.selectedID, "gamma", "wraps like the keyboard's previous")
        state.apply(.intent(.jumpTo(presetID: "beta")))
        XCTAssertEqual(state.selectedID, "beta")
        XCTAssertEqual(state.params, threePresets()[1].params)
        state.apply(.intent(.setCycling(true)))
        XCTAssertTrue(state.isCycling)
        state.apply(.intent(.setCycling(false)))
        XCTAssertFalse(state.isCycling)
        var params = state.params
        params.bloom = 1.7
        state.apply(.params(params))
        XCTAssertEqual(state.params, params)
        XCTAssertEqual(state.selectedID, "beta", "params keep the selection")
        XCTAssertTrue(state.isModified)
    }

    func testAdoptSelectsRunsTheParamsAndSetsCyclingInOneUndoStep() {
        let state = EditorState(presets: threePresets(), selectedID: "alpha")
        state.setCycling(true)
        var params = threePresets()[2].params
        params.vignette = 0.8
        state.apply(.adopt(RemoteSessionState(presetID: "gamma", params: params, cycling: false)))
        XCTAssertEqual(state.selectedID, "gamma")
        XCTAssertEqual(state.params, params)
        XCTAssertFalse(state.isCycling, "the host holds, as the remote said")
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.selectedID, "alpha")

        state.apply(.adopt(RemoteSessionState(presetID: nil, params: params, cycling: true)))
        XCTAssertEqual(state.selectedID, "alpha", "an unknown preset keeps the selection")
        XCTAssertEqual(state.params, params)
        XCTAssertTrue(state.isCycling)
    }

    /// `bloom` set to `value` on top of the state's current params.
    private func edited(_ state: EditorState, bloom value: Double) -> RemoteHostCommand {
        var params = state.params
        params.bloom = value
        return .params(params)
    }

    func testABurstOfRemoteEditsIsOneUndoStepLikeALocalDrag() {
        let state = EditorState(presets: threePresets(), selectedID: "alpha")
        let before = state.params
        var burst = RemoteEditBurst()
        // A drag on the remote: 20 edits, 50 ms apart (the throttle's pace).
        for step in 0..<20 {
            state.apply(edited(state, bloom: 0.1 + Double(step) * 0.05), at: 100 + Double(step) * 0.05, burst: &burst)
        }
        XCTAssertEqual(state.params.bloom, 0.1 + 19 * 0.05, accuracy: 1e-9)
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params, before, "one undo takes the whole burst back")
        XCTAssertFalse(state.canUndo, "and it was the only step")
        XCTAssertTrue(state.redo())
        XCTAssertEqual(state.params.bloom, 0.1 + 19 * 0.05, accuracy: 1e-9, "redo brings the burst's end")
    }

    func testTheGapDecidesWhereABurstEndsOnBothSides() {
        let state = EditorState(presets: threePresets(), selectedID: "alpha")
        var burst = RemoteEditBurst()
        state.apply(edited(state, bloom: 0.5), at: 10, burst: &burst)
        state.apply(edited(state, bloom: 0.6), at: 10 + RemoteEditBurst.gap, burst: &burst)
        let afterJoined = state.params
        state.apply(edited(state, bloom: 0.7), at: 10 + 2 * RemoteEditBurst.gap + 0.001, burst: &burst)
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params, afterJoined, "an edit more than `gap` after the last starts a new step")
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params, threePresets()[0].params, "an edit exactly `gap` after the last joins it")
        XCTAssertFalse(state.canUndo)
    }

    /// The gap is half a second (RemoteEditBurst's comment: room for a loaded network beyond the
    /// 50 ms throttle), and two edits at the same instant join too.
    func testEditsJoinUpToHalfASecondApartAndAtTheSameInstant() {
        let cases: [(String, seconds: Double, joined: Bool)] = [
            ("the same instant", 0, true), ("half a second", 0.5, true), ("just past half a second", 0.501, false),
        ]
        for (name, seconds, joined) in cases {
            let state = EditorState(presets: threePresets(), selectedID: "alpha")
            var burst = RemoteEditBurst()
            state.apply(edited(state, bloom: 0.5), at: 10, burst: &burst)
            let first = state.params
            state.apply(edited(state, bloom: 0.6), at: 10 + seconds, burst: &burst)
            XCTAssertTrue(state.undo(), name)
            XCTAssertEqual(state.params == first, !joined, "\(name): undo goes back to the first edit only if apart")
        }
    }

    /// Parameters the validator refuses change nothing (the host session refuses them first; the
    /// editor does not rely on it).
    func testRemoteParamsOutsideTheirRangesChangeNothing() {
        let state = EditorState(presets: threePresets(), selectedID: "alpha")
        let before = state.params
        var params = before
        params.decay = 5
        state.apply(.params(params))
        XCTAssertEqual(state.params, before)
        XCTAssertFalse(state.canUndo)
    }

    func testAnythingElseBetweenTwoRemoteEditsEndsTheBurst() {
        let changes: [(String, (EditorState) -> Void)] = [
            ("a local edit", { $0.edit(.decay, to: 0.95) }),
            ("an undo", { $0.undo() }),
            ("a selection", { $0.select("beta") }),
            ("a remote intent", { $0.apply(.intent(.next)) }),
        ]
        for (name, change) in changes {
            let state = EditorState(presets: threePresets(), selectedID: "alpha")
            var burst = RemoteEditBurst()
            state.apply(edited(state, bloom: 0.5), at: 1, burst: &burst)
            state.apply(edited(state, bloom: 0.6), at: 1.05, burst: &burst)
            change(state)
            let between = state.params
            state.apply(edited(state, bloom: 0.9), at: 1.1, burst: &burst)
            XCTAssertTrue(state.undo(), name)
            XCTAssertEqual(state.params, between, "after \(name), the next remote edit is its own step")
        }
    }

    func testWithoutBurstMemoryEveryRemoteEditIsAStep() {
        let state = EditorState(presets: threePresets(), selectedID: "alpha")
        state.apply(edited(state, bloom: 0.5))
        let first = state.params
        state.apply(edited(state, bloom: 0.6))
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params, first)
    }

    func testStatesForTheWire() {
        let state = EditorState(presets: threePresets(), selectedID: "beta")
        XCTAssertEqual(state.remoteHostState, RemoteHostState(presetID: "beta", presetName: "Beta", cycling: false))
        XCTAssertEqual(
            state.remoteSessionState, RemoteSessionState(presetID: "beta", params: state.params, cycling: false))
    }
}
