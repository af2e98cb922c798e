import XCTest

@testable import PhysarumCore

final class LongPressCheckTests: XCTestCase {
    func testALongPressStandsOnlyForAFingerHeldStillThatNothingElseTook() {
        let rows: [(drift: Double?, taken: Bool, stands: Bool, why: String)] = [
            (0, false, true, "held still"),
            (touchSlop - 0.5, false, true, "a little drift is still holding"),
            (touchSlop, false, false, "moved as far as a drag: it was a drag the timer misread"),
            (touchSlop * 20, false, false, "a scroll"),
            (nil, false, true, "lifted after holding long enough"),
            (0, true, false, "the list's scroller took the touch"),
            (nil, true, false, "taken, then lifted"),
        ]
        for row in rows {
            XCTAssertEqual(longPressStands(drift: row.drift, taken: row.taken), row.stands, row.why)
        }
    }
}
