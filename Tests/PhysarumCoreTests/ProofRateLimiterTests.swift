import XCTest

@testable import PhysarumCore

final class ProofRateLimiterTests: XCTestCase {
    func testFirstFailuresAreFreeThenTheLockDoublesUpToTheCap() {
        var limiter = ProofRateLimiter()
        let now = 100.0
        limiter.recordFailure(now: now)
        XCTAssertNil(limiter.retryAfter(now: now))
        limiter.recordFailure(now: now)
        XCTAssertNil(limiter.retryAfter(now: now), "two typos cost nothing")
        var expected = [1.0, 2, 4, 8, 16, 32, 60, 60]
        var t = now
        while !expected.isEmpty {
            limiter.recordFailure(now: t)
            let delay = expected.removeFirst()
            XCTAssertEqual(limiter.retryAfter(now: t) ?? -1, delay, accuracy: 1e-9)
            XCTAssertNotNil(limiter.retryAfter(now: t + delay - 0.001), "still locked just before")
            XCTAssertNil(limiter.retryAfter(now: t + delay), "open again at the deadline")
            t += delay
        }
    }

    /// Whole seconds, rounded up: a lock with a hair left reads 1 s, never 0.0005 s.
    func testRetryAfterIsWholeSecondsRoundedUp() {
        var limiter = ProofRateLimiter()
        for _ in 0..<4 { limiter.recordFailure(now: 0) }  // locked for 2 s
        XCTAssertEqual(limiter.retryAfter(now: 0), 2, "exactly at the start")
        XCTAssertEqual(limiter.retryAfter(now: 0.0005), 2)
        XCTAssertEqual(limiter.retryAfter(now: 1), 1, "exactly one second left")
        XCTAssertEqual(limiter.retryAfter(now: 1.0005), 1)
        XCTAssertEqual(limiter.retryAfter(now: 1.9995), 1, "a hair left is a whole second")
        XCTAssertNil(limiter.retryAfter(now: 2))
        XCTAssertEqual(RemoteErrorMessage(.rateLimited(retryAfter: 0.9995)).retryAfter, 1, "the message rounds too")
    }

    func testSuccessResetsTheCount() {
        var limiter = ProofRateLimiter()
        for _ in 0..<5 { limiter.recordFailure(now: 0) }
        XCTAssertNotNil(limiter.retryAfter(now: 0))
        limiter.recordSuccess()
        XCTAssertNil(limiter.retryAfter(now: 0))
        XCTAssertEqual(limiter.consecutiveFailures, 0)
        limiter.recordFailure(now: 0)
        limiter.recordFailure(now: 0)
        XCTAssertNil(limiter.retryAfter(now: 0))
    }
}
