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
