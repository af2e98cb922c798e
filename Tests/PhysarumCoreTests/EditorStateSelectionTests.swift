import XCTest

@testable import PhysarumCore

/// EditorState+Selection: what a new preset list does to the selection and its reset target.
final class EditorStateSelectionTests: XCTestCase {
    func testANewListMovesTheSelectionOrItsResetTargetOnlyWhereTheyChange() {
        let presets = threePresets()
        let overwriting = { (index: Int) in
            var list = presets
            list[index].params.decay = 0.5
            return list
        }
        let copy = Preset(id: "copy", name: "Copy", tag: presets[0].tag, params: presets[0].params)
        typealias Row = (
            list: [Preset], selecting: String?, selected: String, reset: Double, heard: [EditorChange], why: String
        )
        let rows: [Row] = [
            (presets, nil, "alpha", 0.9, [], "the same list"),
            (presets, "alpha", "alpha", 0.9, [], "the selected preset selected again, unchanged"),
            (presets + [copy], "copy", "copy", 0.9, [[.presets, .selection]], "saved under a new name unedited"),
            (overwriting(0), nil, "alpha", 0.5, [[.presets, .selection]], "the selected preset overwritten"),
            (overwriting(0), "alpha", "alpha", 0.5, [[.presets, .selection]], "overwritten and selected"),
            (overwriting(1), nil, "alpha", 0.9, [[.presets]], "another preset overwritten"),
        ]
        for row in rows {
            let state = EditorState(presets: presets)
            var heard: [EditorChange] = []
            state.addObserver { heard.append($0) }
            state.setPresets(row.list, selecting: row.selecting)
            XCTAssertEqual(state.selectedID, row.selected, row.why)
            XCTAssertEqual(state.baseline.decay, row.reset, "reset returns to what is on disk: \(row.why)")
            XCTAssertEqual(heard, row.heard, row.why)
        }
    }
}
