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

    func testZeroTimeChangesNothing() {
        let state = SpringState(position: 12, velocity: 3)
        XCTAssertEqual(Spring.sheet.advance(state, toward: 100, seconds: 0), state)
        XCTAssertFalse(Spring.sheet.isSettled(state, at: 100))
        XCTAssertTrue(Spring.sheet.isSettled(SpringState(position: 100), at: 100))
    }
}
