import XCTest

@testable import PhysarumCore

final class DragVelocityTests: XCTestCase {
    func testVelocityFromRecentSamples() {
        let rows: [(samples: [(Double, Double)], expected: Double, why: String)] = [
            ([], 0, "no samples"),
            ([(0, 5)], 0, "one sample has no speed"),
            ([(0, 0), (0.05, 100)], 2000, "100 px in 50 ms"),
            ([(0, 0), (0.02, -40), (0.04, -80)], -2000, "downward is negative"),
            ([(0, 0), (0.5, 300), (0.55, 300)], 0, "a drag that paused before release is slow: old samples drop out"),
            ([(1, 10), (1, 20)], 0, "no elapsed time"),
            ([(2, 0), (2.05, 100)], 2000, "over the time between the samples, not since time 0"),
            // The window, 0.1 s, at its edge: a sample exactly that old still counts, an older
            // one not (both sides of the constant too).
            ([(0, 0), (0.1, 100)], 1000, "exactly 0.1 s old: kept"),
            ([(0, 0), (0.095, 100)], 100 / 0.095, "0.095 s old: kept"),
            ([(0, 0), (0.05, 50), (0.105, 100)], 50 / 0.055, "0.105 s old: dropped"),
        ]
        for row in rows {
            var tracker = DragVelocityTracker()
            for (time, position) in row.samples { tracker.add(position: position, time: time) }
            XCTAssertEqual(tracker.velocity, row.expected, accuracy: 1e-9, row.why)
        }
    }

    func testResetForgets() {
        var tracker = DragVelocityTracker()
        tracker.add(position: 0, time: 0)
        tracker.add(position: 10, time: 0.01)
        tracker.reset()
        XCTAssertEqual(tracker.velocity, 0)
    }
}
