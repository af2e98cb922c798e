import XCTest

@testable import PhysarumCore

/// A token bucket: `perSecond` on average, `burst` at once.
final class MessageRateLimitTests: XCTestCase {
    func testABurstIsAdmittedAndTheNextAtOnceIsNot() {
        var rate = MessageRateLimit(perSecond: 30, burst: 5)
        for n in 1...5 { XCTAssertTrue(rate.admit(now: 0), "message \(n) of the burst") }
        XCTAssertFalse(rate.admit(now: 0), "the sixth at the same moment")
        XCTAssertFalse(rate.admit(now: 0.99 / 30), "just short of a token's time")
        XCTAssertTrue(rate.admit(now: 1.01 / 30), "a token back after 1/30 s")
    }

    func testASteadyRateIsAlwaysAdmittedEvenWithJitter() {
        var rate = MessageRateLimit(perSecond: 30, burst: 5)
        for n in 0..<300 { XCTAssertTrue(rate.admit(now: Double(n) / 30), "message \(n) at 30 a second") }
        // Sent evenly, arriving bunched: four within 10 ms, then a gap.
        for n in 0..<300 {
            let sent = 10 + Double(n) / 30
            let arrives = sent + (n % 4 == 3 ? 0 : Double(3 - n % 4) * 0.03)
            XCTAssertTrue(rate.admit(now: arrives), "message \(n) bunched by jitter")
        }
    }

    func testTwiceTheRateIsHalfRefused() {
        var rate = MessageRateLimit(perSecond: 30, burst: 5)
        let admitted = (0..<600).filter { rate.admit(now: Double($0) / 60) }.count
        XCTAssertEqual(admitted, 5 + 300 - 1, accuracy: 2, "the burst, then 30 a second over 10 s")
    }

    func testRefusedMessagesTakeNoToken() {
        var rate = MessageRateLimit(perSecond: 1, burst: 1)
        XCTAssertTrue(rate.admit(now: 0))
        for t in stride(from: 0.1, to: 0.95, by: 0.1) { XCTAssertFalse(rate.admit(now: t)) }
        XCTAssertTrue(rate.admit(now: 1), "a refused flood leaves the bucket as it was")
    }

    /// A message stamped before the last one (the sender's clock stepped back) adds no token and
    /// takes none away but its own: the bucket refills from there as usual.
    func testATimeBeforeTheLastNeitherAddsNorRemovesTokens() {
        var rate = MessageRateLimit(perSecond: 10, burst: 2)
        XCTAssertTrue(rate.admit(now: 1))
        XCTAssertTrue(rate.admit(now: 1))
        XCTAssertFalse(rate.admit(now: 0.5), "empty, and going back refills nothing")
        XCTAssertTrue(rate.admit(now: 0.61), "a token 0.1 s after the step back: nothing was taken by it")
    }
}
