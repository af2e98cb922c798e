import XCTest

@testable import PhysarumCore

final class CycleStatusTests: XCTestCase {
    func testEditsPauseCyclingBeforeAnythingElseAndOnlyRunningRunsTheTimer() {
        let rows: [(cycling: Bool, unsaved: Bool, followsHost: Bool, expected: CycleStatus)] = [
            (false, false, false, .off),
            // Off stays off whatever else holds.
            (false, true, false, .off),
            (false, false, true, .off),
            (false, true, true, .off),
            (true, false, false, .running),
            // Unsaved parameters pause it: the next step would replace them.
            (true, true, false, .pausedForEdits),
            // A followed host is the clock…
            (true, false, true, .followingHost),
            // …but edits pause it there too (the host pauses on the same parameters).
            (true, true, true, .pausedForEdits),
        ]
        for row in rows {
            let status = CycleStatus.of(
                isCycling: row.cycling, hasUnsavedParameters: row.unsaved, followsHost: row.followsHost)
            XCTAssertEqual(status, row.expected, "\(row)")
            XCTAssertEqual(status.runsTimer, row.expected == .running, "\(row)")
        }
    }
}
