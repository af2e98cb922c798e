import XCTest

@testable import PhysarumCore

/// The window holds its frames from half the encoder's queue on, and draws again below it.
final class EncoderBackpressureTests: XCTestCase {
    func testHoldsFromHalfTheQueueOn() {
        XCTAssertFalse(EncoderBackpressure.holdsFrame(queued: 15, capacity: 32), "below half: draws")
        XCTAssertTrue(EncoderBackpressure.holdsFrame(queued: 16, capacity: 32), "at half: holds")
        XCTAssertTrue(EncoderBackpressure.holdsFrame(queued: 32, capacity: 32))
        XCTAssertFalse(EncoderBackpressure.holdsFrame(queued: 0, capacity: 32))
    }

    func testAnOddQueueRoundsHalfUp() {
        XCTAssertFalse(EncoderBackpressure.holdsFrame(queued: 1, capacity: 3))
        XCTAssertTrue(EncoderBackpressure.holdsFrame(queued: 2, capacity: 3))
        XCTAssertTrue(EncoderBackpressure.holdsFrame(queued: 1, capacity: 1), "a one-frame queue holds when full")
        XCTAssertFalse(EncoderBackpressure.holdsFrame(queued: 0, capacity: 1))
    }

    func testNoQueueNeverHolds() {
        XCTAssertFalse(EncoderBackpressure.holdsFrame(queued: 0, capacity: 0))
        XCTAssertFalse(EncoderBackpressure.holdsFrame(queued: 5, capacity: 0))
    }
}
