import XCTest

@testable import PhysarumCore

final class LongPressCheckTests: XCTestCase {
    func testALongPressStandsOnlyForAFingerHeldStillThatNothingElseTook() {
        let rows: [(drift: Double?, taken: Bool, stands: Bool, why: String)] = [
            (0, false, true, "held still"),
            // GTK's drag threshold, 8 px, written out: rows relative to the constant would let a
            // changed constant through.
            (7.5, false, true, "a little drift is still holding"),
            (7.99, false, true, "just short of the threshold"),
            (8, false, false, "moved as far as a drag: it was a drag the timer misread"),
            (8.5, false, false, "past it"),
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
