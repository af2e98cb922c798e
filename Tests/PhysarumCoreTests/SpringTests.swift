import XCTest

@testable import PhysarumCore

final class SpringTests: XCTestCase {
    /// Steps `spring` in 60 Hz frames until settled; returns the frames taken and the furthest
    /// position past the target (overshoot, in the direction of travel).
    private func settle(_ spring: Spring, from start: SpringState, to target: Double)
        -> (frames: Int, overshoot: Double, final: SpringState)
    {
        var state = start
        var overshoot = 0.0
        let direction: Double = target >= start.position ? 1 : -1
        for frame in 1...600 {
            state = spring.advance(state, toward: target, seconds: 1.0 / 60)
            overshoot = max(overshoot, (state.position - target) * direction)
            if spring.isSettled(state, at: target) { return (frame, overshoot, state) }
        }
        return (600, overshoot, state)
    }

    func testSheetSpringSettlesWithSmallOvershoot() {
        let rows: [(from: Double, velocity: Double, to: Double, why: String)] = [
            (0, 0, 400, "open closed → medium"),
            (400, 0, 736, "medium → large"),
            (736, 0, 0, "large → closed"),
            (500, -2000, 0, "a downward fling seeds the velocity"),
        ]
        for row in rows {
            let result = settle(.sheet, from: SpringState(position: row.from, velocity: row.velocity), to: row.to)
            XCTAssertLessThan(result.frames, 120, "\(row.why): settles within 2 s of frames")
            XCTAssertEqual(result.final.position, row.to, accuracy: Spring.settleDistance, row.why)
            if row.velocity == 0 {
                // ζ = 0.8 overshoots by e^(−ζπ/√(1−ζ²)) ≈ 1.5 % of the distance.
                XCTAssertLessThan(result.overshoot, abs(row.to - row.from) * 0.03, row.why)
                XCTAssertGreaterThan(result.overshoot, 0, "\(row.why): under-damped springs overshoot a little")
            }
        }
    }

    func testCriticallyDampedNeverOvershoots() {
        let reduced = Spring(dampingRatio: 1, mass: 1, stiffness: 400)
        let result = settle(reduced, from: SpringState(position: 0), to: 400)
        XCTAssertLessThanOrEqual(result.overshoot, Spring.settleDistance)
        XCTAssertEqual(result.final.position, 400, accuracy: Spring.settleDistance)
    }

    func testDampingCoefficient() {
        XCTAssertEqual(Spring.sheet.damping, 32, accuracy: 1e-12, "2 · 0.8 · √400")
    }

    func testTheIntegrationStepIsOneMillisecond() {
        // One step from rest 1 px out: v = −k·x·dt = −0.4 px/s, x = 1 + v·dt = 0.9996 px.
        let start = SpringState(position: 1)
        let one = Spring.sheet.advance(start, toward: 0, seconds: 0.001)
        XCTAssertEqual(one.velocity, -0.4, accuracy: 1e-12, "1 ms is one step")
        XCTAssertEqual(one.position, 0.9996, accuracy: 1e-12)
        // 1.1 ms is that step and one of 0.1 ms, not one step of 1.1 ms.
        let longer = Spring.sheet.advance(start, toward: 0, seconds: 0.0011)
        let twoSteps = Spring.sheet.advance(one, toward: 0, seconds: 0.0001)
        XCTAssertEqual(longer.velocity, twoSteps.velocity, accuracy: 1e-12)
        XCTAssertEqual(longer.position, twoSteps.position, accuracy: 1e-12)
    }

    func testZeroTimeChangesNothing() {
        let state = SpringState(position: 12, velocity: 3)
        XCTAssertEqual(Spring.sheet.advance(state, toward: 100, seconds: 0), state)
        XCTAssertFalse(Spring.sheet.isSettled(state, at: 100))
        XCTAssertTrue(Spring.sheet.isSettled(SpringState(position: 100), at: 100))
    }

    func testNegativeTimeChangesNothing() {
        let state = SpringState(position: 12, velocity: 3)
        XCTAssertEqual(Spring.sheet.advance(state, toward: 100, seconds: -0.5), state)
    }

    func testMassCountsInTheDampingAndTheAcceleration() {
        // c = 2ζ√(km): with mass 4, 2 · 1 · √1600 = 80 (√(k/m) would give 20).
        let heavy = Spring(dampingRatio: 1, mass: 4, stiffness: 400)
        XCTAssertEqual(heavy.damping, 80, accuracy: 1e-12)
        // Critically damped with ω = √(k/m) = 10: x(t) = x₀(1 + ωt)e^(−ωt) from rest.
        let after = heavy.advance(SpringState(position: -400), toward: 0, seconds: 0.5)
        XCTAssertEqual(after.position, -400 * 6 * exp(-5), accuracy: 0.5, "the analytic solution")
    }

    func testSettledIsBothCloseAndSlowAtTheirEdges() {
        // 0.1 px and 1 px/s, written out (the other tests read the constants).
        let rows: [(offset: Double, velocity: Double, settled: Bool, why: String)] = [
            (0.0999, 0, true, "just inside the distance"),
            (0.1, 0, false, "exactly the distance is not settled"),
            (-0.1, 0, false, "either side"),
            (0, 0.999, true, "just under the speed"),
            (0, 1, false, "exactly the speed is not settled"),
            (0, -1, false, "either direction"),
            (0, 5, false, "at the target but moving"),
            (5, 0, false, "still but away"),
        ]
        for row in rows {
            XCTAssertEqual(
                Spring.sheet.isSettled(SpringState(position: row.offset, velocity: row.velocity), at: 0),
                row.settled, row.why)
        }
    }
}
