import XCTest

@testable import PhysarumCore

final class EditorStateTests: XCTestCase {
    /// Three presets that differ in decay, spawn pattern and colour.
    private func presets() -> [Preset] {
        (0..<3).map { i in
            var params = PresetParams()
            params.decay = [0.9, 0.95, 0.6][i]
            params.agents = [300_000, 500_000, 200_000][i]
            params.spawnPattern = [.random, .ring, .burst][i]
            params.colors[0] = RGBColor(hex: ["#ff0000", "#00ff00", "#0000ff"][i])!
            return Preset(id: "p\(i)", name: "P\(i)", tag: RGBColor(hex: "#00000\(i)")!, params: params)
        }
    }

    private func makeState() -> EditorState { EditorState(presets: presets()) }

    func testStartsOnTheFirstOrGivenPreset() {
        XCTAssertEqual(makeState().selectedID, "p0")
        let state = EditorState(presets: presets(), selectedID: "p2")
        XCTAssertEqual(state.params, state.presets[2].params)
        XCTAssertEqual(EditorState(presets: presets(), selectedID: "nope").selectedID, "p0")
        XCTAssertNil(EditorState(presets: []).selectedID)
        XCTAssertFalse(state.canUndo)
        XCTAssertFalse(state.isModified)
    }

    func testUndoRedoSequence() {
        let state = makeState()
        state.edit(.decay, to: 0.8)
        state.edit(.bloom, to: 1.5)
        state.setSpawnPattern(.sectors)
        XCTAssertEqual(state.params.spawnPattern, .sectors)
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params.spawnPattern, .random)
        XCTAssertEqual(state.params.bloom, 1.5)
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params.bloom, 0.3)
        XCTAssertEqual(state.params.decay, 0.8)
        XCTAssertTrue(state.redo())
        XCTAssertEqual(state.params.bloom, 1.5)
        // A new edit after undo drops the redo branch.
        state.undo()
        state.edit(.fade, to: 0.1)
        XCTAssertFalse(state.canRedo)
        XCTAssertFalse(state.redo())
        XCTAssertTrue(state.undo())
        XCTAssertTrue(state.undo())
        XCTAssertEqual(state.params, state.presets[0].params)
        XCTAssertFalse(state.undo(), "nothing left")
    }

    func testADragIsOneUndoStep() {
        let state = makeState()
        state.beginChange()
        for value in stride(from: 0.9, through: 0.7, by: -0.01) { state.edit(.decay, to: value) }
        state.endChange()
        state.edit(.bloom, to: 1)
        XCTAssertEqual(state.params.decay, 0.7, accuracy: 1e-9)
        state.undo()
        XCTAssertEqual(state.params.decay, 0.7, accuracy: 1e-9, "the bloom edit is its own step")
        state.undo()
        XCTAssertEqual(state.params.decay, 0.9, "the whole drag undone at once")
        XCTAssertFalse(state.canUndo)
        state.redo()
        XCTAssertEqual(state.params.decay, 0.7, accuracy: 1e-9)
    }

    func testADragThatChangesNothingRecordsNothing() {
        let state = makeState()
        state.groupingChanges { state.edit(.decay, to: 0.9) }
        XCTAssertFalse(state.canUndo)
        state.endChange()  // unbalanced: ignored
        state.edit(.decay, to: 0.8)
        state.edit(.decay, to: 0.7)
        state.undo()
        XCTAssertEqual(state.params.decay, 0.8, "outside a group every edit is a step")
    }

    func testSameValueIsANoOp() {
        let state = makeState()
        var notifications = 0
        state.addObserver { _ in notifications += 1 }
        let version = state.version
        XCTAssertFalse(state.edit(.decay, to: 0.9))
        XCTAssertFalse(state.edit(.diffusion, to: 1.2), "rounds to the same integer")
        state.setSpawnPattern(.random)
        state.setLocked(.decay, false)
        XCTAssertFalse(state.select("p0"))
        XCTAssertEqual(notifications, 0)
        XCTAssertEqual(state.version, version)
        XCTAssertFalse(state.canUndo)
    }

    func testObserversHearEachChangeOnceWithWhatChanged() {
        let state = makeState()
        var heard: [EditorChange] = []
        let token = state.addObserver { heard.append($0) }
        state.edit(.decay, to: 0.8)
        state.setLocked(.decay, true)
        state.select("p1")
        XCTAssertEqual(heard.count, 3)
        XCTAssertTrue(heard[0].contains([.params, .history]))
        XCTAssertFalse(heard[0].contains(.selection))
        XCTAssertEqual(heard[1], .locks)
        XCTAssertTrue(heard[2].contains([.params, .selection]))
        XCTAssertEqual(state.version, 3)
        state.removeObserver(token)
        state.edit(.decay, to: 0.7)
        XCTAssertEqual(heard.count, 3, "removed observers hear nothing")
    }

    func testResetReturnsOneParameterToThePreset() {
        let state = makeState()
        state.edit(.decay, to: 0.7)
        state.edit(.bloom, to: 1.1)
        XCTAssertTrue(state.isModified)
        XCTAssertTrue(state.reset(.decay))
        XCTAssertEqual(state.params.decay, 0.9)
        XCTAssertEqual(state.params.bloom, 1.1, "other edits stay")
        XCTAssertFalse(state.reset(.decay), "already at the preset value")
        state.undo()
        XCTAssertEqual(state.params.decay, 0.7, "reset is undoable")
        state.resetAll()
        XCTAssertFalse(state.isModified)
    }

    func testLocksSurviveRandomizeAndRandomizeStaysInRange() {
        let state = makeState()
        let locked: [ParamID] = [.decay, .species(1, .sensorAngle), .matrix(2, 0), .kaleidoscope]
        for id in locked { state.setLocked(id, true) }
        let before = state.params
        for seed in UInt64(1)...50 {
            state.randomize(seed: seed)
            for id in locked {
                XCTAssertEqual(
                    state.value(of: id), ParamRegistry.descriptor(id).value(in: before), "seed \(seed): \(id)")
            }
            for d in ParamRegistry.all {
                let value = d.value(in: state.params)
                XCTAssertTrue(d.range.contains(value), "seed \(seed): \(d.id) = \(value)")
                if d.isInteger { XCTAssertEqual(value, value.rounded(), "seed \(seed): \(d.id) not integral") }
            }
            XCTAssertNil(PresetValidator.problem(in: state.params))
            for id in PresetParams.randomizeExcludedIDs {
                XCTAssertEqual(state.value(of: id), ParamRegistry.descriptor(id).value(in: before), "\(id)")
            }
        }
        XCTAssertEqual(state.params.colors, before.colors, "non-scalars are kept")
        XCTAssertEqual(state.locks, Set(locked), "randomize keeps the locks")
    }

    func testRandomizeIsSeededAndVaries() {
        let a = makeState(), b = makeState(), c = makeState()
        a.randomize(seed: 42)
        b.randomize(seed: 42)
        c.randomize(seed: 43)
        XCTAssertEqual(a.params, b.params, "same seed, same result")
        XCTAssertNotEqual(a.params, c.params)
        let unlocked = ParamRegistry.all.filter { !PresetParams.randomizeExcludedIDs.contains($0.id) }
        let changed = unlocked.filter { $0.value(in: a.params) != $0.value(in: a.presets[0].params) }
        XCTAssertGreaterThan(changed.count, unlocked.count / 2, "randomize changes most parameters")
        a.undo()
        XCTAssertEqual(a.params, a.presets[0].params, "randomize is one undo step")
    }

    func testSelectionCycleWrapsAndIsUndoable() {
        let state = makeState()
        state.edit(.decay, to: 0.7)
        XCTAssertTrue(state.selectNext())
        XCTAssertEqual(state.selectedID, "p1")
        XCTAssertEqual(state.params, state.presets[1].params, "selecting drops the edits")
        state.selectNext()
        state.selectNext()
        XCTAssertEqual(state.selectedID, "p0", "next wraps after the last")
        state.selectPrevious()
        XCTAssertEqual(state.selectedID, "p2", "previous wraps before the first")
        state.undo()
        state.undo()
        state.undo()
        state.undo()
        XCTAssertEqual(state.selectedID, "p0")
        XCTAssertEqual(state.params.decay, 0.7, "undo brings back the edited parameters")
        XCTAssertFalse(state.select("missing"))
    }

    func testCycleTable() {
        let ids = ["a", "b", "c"]
        let rows: [(id: String?, offset: Int, expected: String?)] = [
            ("a", 1, "b"), ("c", 1, "a"), ("a", -1, "c"), ("b", -1, "a"), ("b", 4, "c"), ("a", -4, "c"),
            (nil, 1, "a"), (nil, -1, "c"), ("gone", 1, "a"), ("gone", -1, "c"),
            // No step stays; from no known preset it counts as forward.
            ("b", 0, "b"), (nil, 0, "a"), ("gone", 0, "a"),
        ]
        for row in rows {
            XCTAssertEqual(
                PresetCycle.neighbor(of: row.id, in: ids, offset: row.offset), row.expected,
                "\(row.id ?? "nil") \(row.offset)")
        }
        XCTAssertNil(PresetCycle.neighbor(of: "a", in: [], offset: 1))
    }

    func testCyclingFlagNotifiesOnlyOnChange() {
        let state = makeState()
        var heard: [EditorChange] = []
        state.addObserver { heard.append($0) }
        state.setCycling(true)
        state.setCycling(true)
        state.setCycling(false)
        XCTAssertEqual(heard, [.cycling, .cycling])
    }

    func testMorphIsOneUndoStepAndEndsOnTheTarget() {
        let state = makeState()
        state.edit(.bloom, to: 2)
        let from = state.params
        XCTAssertTrue(state.beginMorph(to: "p2"))
        state.updateMorph(progress: 0.25)
        XCTAssertEqual(state.params, PresetParams.morph(from: from, to: state.presets[2].params, t: 0.25))
        XCTAssertEqual(state.morphProgress, 0.25)
        state.updateMorph(progress: 0.75)
        state.updateMorph(progress: 1)
        XCTAssertNil(state.morphProgress)
        XCTAssertEqual(state.selectedID, "p2")
        XCTAssertEqual(state.params, state.presets[2].params)
        state.undo()
        XCTAssertEqual(state.params, from, "the whole glide is one step")
        XCTAssertEqual(state.selectedID, "p0")
        XCTAssertFalse(state.beginMorph(to: "missing"))
    }

    func testSetPresetsAfterSaveMovesTheSelectionWithoutAnUndoStep() {
        let state = makeState()
        state.edit(.decay, to: 0.75)
        let saved = Preset(id: "mine", name: "Mine", tag: RGBColor(hex: "#ffffff")!, params: state.params)
        state.setPresets(state.presets + [saved], selecting: "mine")
        XCTAssertEqual(state.selectedID, "mine")
        XCTAssertFalse(state.isModified, "the saved preset is the new reset target")
        XCTAssertEqual(state.presets.count, 4)
        state.undo()
        XCTAssertEqual(state.params.decay, 0.9, "undo still undoes the edit")
    }
}
