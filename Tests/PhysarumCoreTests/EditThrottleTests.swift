import XCTest

@testable import PhysarumCore

final class EditThrottleTests: XCTestCase {
    func testAtMostTwentyPerSecondAndTheLastEditArrives() {
        var throttle = EditThrottle<Int>()
        XCTAssertEqual(throttle.interval, 0.05)
        var sent: [(time: Double, value: Int)] = []
        // An edit every 2 ms for 3 s; flush whenever the deadline passes.
        var t = 0.0
        var value = 0
        while t < 3 {
            value += 1
            if let v = throttle.submit(value, now: t) { sent.append((t, v)) }
            if let deadline = throttle.deadline, deadline <= t, let v = throttle.flush(now: t) { sent.append((t, v)) }
            t += 0.002
        }
        // Bounded: a throttle whose flush never clears its deadline fails here instead of spinning.
        var flushes = 0
        while let deadline = throttle.deadline, flushes < 10 {
            if let v = throttle.flush(now: deadline) { sent.append((deadline, v)) }
            flushes += 1
        }
        XCTAssertNil(throttle.deadline, "a flush at the deadline leaves nothing pending")
        XCTAssertEqual(sent.last?.value, value, "the last edit arrives")
        for (i, s) in sent.enumerated() {
            let inWindow = sent[i...].prefix { $0.time < s.time + 1 }.count
            XCTAssertLessThanOrEqual(inWindow, 20, "at most 20 in the second from \(s.time)")
        }
        XCTAssertGreaterThanOrEqual(sent.count, 59, "about 20 per second, not fewer")
        for pair in zip(sent, sent.dropFirst()) {
            XCTAssertGreaterThanOrEqual(pair.1.time - pair.0.time, 0.05 - 1e-9)
        }
    }

    func testNothingIsSentWithoutAChange() {
        var throttle = EditThrottle<Int>()
        throttle.reset(to: 5)
        XCTAssertNil(throttle.submit(5, now: 0))
        XCTAssertNil(throttle.deadline)
        XCTAssertEqual(throttle.submit(6, now: 1), 6)
        XCTAssertNil(throttle.submit(6, now: 2))
        XCTAssertNil(throttle.flush(now: 3))
    }

    func testAnEditBackToTheSentValueCancelsThePendingOne() {
        var throttle = EditThrottle<Int>()
        XCTAssertEqual(throttle.submit(1, now: 0), 1)
        XCTAssertNil(throttle.submit(2, now: 0.01))
        XCTAssertEqual(throttle.deadline ?? -1, 0.05, accuracy: 1e-12)
        XCTAssertNil(throttle.submit(1, now: 0.02))
        XCTAssertNil(throttle.deadline)
        XCTAssertNil(throttle.flush(now: 1))
    }

    func testAPendingEditWaitsExactlyOneInterval() {
        var throttle = EditThrottle<Int>()
        XCTAssertEqual(throttle.submit(1, now: 10), 1)
        XCTAssertNil(throttle.submit(2, now: 10.01))
        XCTAssertNil(throttle.submit(3, now: 10.02), "a newer edit replaces the pending one")
        XCTAssertNil(throttle.flush(now: 10.049))
        XCTAssertEqual(throttle.flush(now: 10.05), 3)
        XCTAssertEqual(throttle.submit(4, now: 10.11), 4, "after a full interval an edit goes at once")
    }

    func testAnEditGoesAtOnceExactlyOneIntervalAfterTheLastSend() {
        var throttle = EditThrottle<Int>()
        XCTAssertEqual(throttle.submit(1, now: 0), 1)
        XCTAssertNil(throttle.submit(2, now: 0.0499), "just inside the interval: waits")
        XCTAssertEqual(throttle.submit(3, now: 0.05), 3, "at the interval: goes")
    }
}
