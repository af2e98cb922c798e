import XCTest

@testable import PhysarumCore

final class PresetCycleIntervalTests: XCTestCase {
    func testTheDefaultIsOffered() {
        XCTAssertTrue(PresetCycle.intervalChoices.contains(PresetCycle.defaultInterval))
        XCTAssertEqual(PresetCycle.intervalChoices, PresetCycle.intervalChoices.sorted(), "shown in order")
    }

    func testNearestInterval() {
        let rows: [(seconds: Double, expected: Double, why: String)] = [
            (25, 25, "an offered one is itself"),
            (10, 10, "the shortest"),
            (9.9, 10, "just below the shortest"),
            (0, 10, "zero"),
            (-5, 10, "negative"),
            (120, 120, "the longest"),
            (120.1, 120, "just above the longest"),
            (27, 25, "nearer 25 than 30"),
            (28, 30, "nearer 30 than 25"),
            (12.5, 10, "half-way: the shorter"),
            (.nan, PresetCycle.defaultInterval, "no number"),
            (.infinity, PresetCycle.defaultInterval, "infinite"),
        ]
        for row in rows {
            XCTAssertEqual(PresetCycle.nearestInterval(to: row.seconds), row.expected, row.why)
        }
    }

    func testIntervalTitles() {
        let rows: [(seconds: Double, expected: String)] = [
            (10, "10 seconds"), (45, "45 seconds"), (60, "1 minute"), (90, "90 seconds"), (120, "2 minutes"),
            (540, "9 minutes"),
        ]
        for row in rows { XCTAssertEqual(PresetCycle.intervalTitle(row.seconds), row.expected) }
    }

    func testTheOfferedIntervalsWrittenOut() {
        // Written out: the rows above read the list, so a changed choice would pass them.
        XCTAssertEqual(
            PresetCycle.intervalChoices.map(PresetCycle.intervalTitle),
            [
                "10 seconds", "15 seconds", "20 seconds", "25 seconds", "30 seconds", "45 seconds", "1 minute",
                "90 seconds", "2 minutes",
            ])
    }
}
