import Foundation
import PhysarumCore
import XCTest

/// `EnvelopeFollower`: attack and release, each on both sides of its time constant and exactly at it.
final class EnvelopeFollowerTests: XCTestCase {
    private let knee = 1 - exp(-1.0)  // where a step is after one time constant

    /// The value after following `input` for `seconds` in 1 ms steps from `start`.
    private func follow(_ input: Double, for seconds: Double, from start: Double = 0) -> Double {
        var envelope = EnvelopeFollower(attack: 0.02, release: 0.2)
        if start > 0 { envelope.follow(start, elapsed: 100) }
        let steps = Int((seconds * 1000).rounded())
        for _ in 0..<steps { envelope.follow(input, elapsed: 0.001) }
        return envelope.value
    }

    func testAttackOnBothSidesOfItsTime() {
        XCTAssertLessThan(follow(1, for: 0.019), knee, "before the attack time")
        XCTAssertEqual(follow(1, for: 0.020), knee, accuracy: 1e-9, "exactly at it")
        XCTAssertGreaterThan(follow(1, for: 0.021), knee, "after it")
    }

    func testReleaseOnBothSidesOfItsTime() {
        let fallen = 1 - knee  // a fall covers the same share
        XCTAssertGreaterThan(follow(0, for: 0.199, from: 1), fallen, "before the release time")
        XCTAssertEqual(follow(0, for: 0.200, from: 1), fallen, accuracy: 1e-9, "exactly at it")
        XCTAssertLessThan(follow(0, for: 0.201, from: 1), fallen, "after it")
    }

    func testTheFrameRateDoesNotChangeTheCurve() {
        var coarse = EnvelopeFollower(attack: 0.02, release: 0.2)
        var fine = coarse
        for _ in 0..<3 { coarse.follow(1, elapsed: 1 / 60.0) }
        for _ in 0..<150 { fine.follow(1, elapsed: 1 / 3000.0) }
        XCTAssertEqual(coarse.value, fine.value, accuracy: 1e-9)
    }

    func testEqualInputHoldsAndZeroTimeMovesNothing() {
        var envelope = EnvelopeFollower(attack: 0.02, release: 0.2)
        envelope.follow(0.5, elapsed: 10)
        XCTAssertEqual(envelope.value, 0.5, accuracy: 1e-12)
        XCTAssertEqual(envelope.follow(0.5, elapsed: 1), 0.5, accuracy: 1e-12, "no change at the input")
        XCTAssertEqual(envelope.follow(1, elapsed: 0), 0.5, "no time, no movement")
        XCTAssertEqual(envelope.follow(.infinity, elapsed: 10), 0, accuracy: 1e-9, "non-finite input is 0")
    }

    func testAZeroAttackJumps() {
        var envelope = EnvelopeFollower(attack: 0, release: 0.1)
        XCTAssertEqual(envelope.follow(1, elapsed: 0.001), 1)
    }
}
