import XCTest

@testable import PhysarumCore

/// A morph starts at 0, stays within 0…1, lasts 3 s, and a morph begun over another closes it.
final class EditorStateMorphTests: XCTestCase {
    private func state() -> EditorState { EditorState(presets: threePresets(), selectedID: "alpha") }

    func testTheMorphTakesThreeSecondsWrittenOut() {
        XCTAssertEqual(EditorState.morphDuration, 3, "the toolbar's glide")
    }

    func testProgressStartsAtZeroAndIsClampedNaNCountingAsZero() {
        let s = state()
        XCTAssertTrue(s.beginMorph(to: "beta"))
        XCTAssertEqual(s.morphProgress, 0, "a morph begins at its start")
        for (asked, kept) in [(-0.5, 0.0), (0.25, 0.25), (.nan, 0), (0.999, 0.999)] {
            s.updateMorph(progress: asked)
            XCTAssertEqual(s.morphProgress, kept, "asked \(asked)")
        }
        s.updateMorph(progress: 1.5)
        XCTAssertNil(s.morphProgress, "past the end it finished")
        XCTAssertEqual(s.selectedID, "beta")
    }

    func testAMorphBegunOverAnotherClosesItsGroup() {
        let s = state()
        XCTAssertTrue(s.beginMorph(to: "beta"))
        s.updateMorph(progress: 0.5)
        XCTAssertTrue(s.beginMorph(to: "gamma"))
        s.updateMorph(progress: 1)
        XCTAssertFalse(s.isChanging, "no group is left open")
        XCTAssertEqual(s.selectedID, "gamma")
    }
}

/// The undo history keeps the newest 200 steps; observers are told apart.
final class EditorStateLimitsTests: XCTestCase {
    func testTheHistoryKeepsExactly200Steps() {
        XCTAssertEqual(EditorState.undoLimit, 200)
        let s = EditorState(presets: threePresets(), selectedID: "alpha")
        // Each a real edit (1.0 itself, where it starts, would record none and leave 200).
        for n in 1...201 { XCTAssertTrue(s.edit(.exposure, to: 1 + Double(n % 2 == 0 ? n : -n) / 1000), "edit \(n)") }
        var undone = 0
        while s.undo() { undone += 1 }
        XCTAssertEqual(undone, 200, "the oldest of 201 edits fell out")
    }

    func testRemovingOneObserverLeavesTheOthers() {
        let s = EditorState(presets: threePresets(), selectedID: "alpha")
        var first = 0
        var second = 0
        let a = s.addObserver { _ in first += 1 }
        let b = s.addObserver { _ in second += 1 }
        XCTAssertNotEqual(a, b, "each observer has its own token")
        s.removeObserver(a)
        s.edit(.decay, to: 0.5)
        XCTAssertEqual(first, 0)
        XCTAssertEqual(second, 1, "the other is still told")
    }
}
