import PhysarumCore
import XCTest

/// When edited parameters reach the player (`RespawnDebounce`): which edits are held, and for how
/// long.
final class RespawnDebounceTests: XCTestCase {
    private let settle = RespawnDebounce.settleMilliseconds

    /// `base` with `descriptor` moved inside its range.
    private func edited(_ base: PresetParams, _ descriptor: ParamDescriptor) -> PresetParams {
        var result = base
        let span = descriptor.range.upperBound - descriptor.range.lowerBound
        let candidate = descriptor.normalized(descriptor.value(in: base) + span / 3)
        descriptor.set(
            candidate != descriptor.value(in: base) ? candidate : descriptor.range.lowerBound, in: &result)
        return result
    }

    func testARespawnEditIsHeldAndEveryOtherEditAppliesAtOnce() {
        let running = PresetParams()
        for descriptor in ParamRegistry.all {
            var debounce = RespawnDebounce()
            let target = edited(running, descriptor)
            let next = debounce.handOff(
                target: target, running: running, isMorphing: false, immediately: false, at: 1_000)
            if descriptor.respawn {
                XCTAssertEqual(next, running, "\(descriptor.id): held, the running value stays")
                XCTAssertEqual(debounce.heldSince, 1_000, "\(descriptor.id)")
            } else {
                XCTAssertEqual(next, target, "\(descriptor.id): applies at once")
                XCTAssertNil(debounce.heldSince, "\(descriptor.id): nothing held")
            }
        }
        var pattern = running
        pattern.spawnPattern = SpawnPattern.allCases.first { $0 != running.spawnPattern }!
        var debounce = RespawnDebounce()
        XCTAssertEqual(
            debounce.handOff(target: pattern, running: running, isMorphing: false, immediately: false, at: 0), running,
            "the spawn pattern is held too")
        XCTAssertNotNil(debounce.heldSince)
    }

    func testAMixedEditAppliesTheLiveParametersAndHoldsTheRespawnOnes() {
        let running = PresetParams()
        let agents = ParamRegistry.all.first { $0.id == .agents }!
        let live = ParamRegistry.all.first { !$0.respawn }!
        let target = edited(edited(running, agents), live)
        var debounce = RespawnDebounce()
        let next = debounce.handOff(target: target, running: running, isMorphing: false, immediately: false, at: 0)
        XCTAssertEqual(live.value(in: next), live.value(in: target), "the live one applies")
        XCTAssertEqual(agents.value(in: next), agents.value(in: running), "the agents wait")
        XCTAssertEqual(next, target.keepingRespawnParameters(of: running))
    }

    func testImmediatelyAppliesEverythingAndEndsAHeldEdit() {
        let running = PresetParams()
        let target = edited(running, ParamRegistry.all.first { $0.id == .agents }!)
        var debounce = RespawnDebounce()
        _ = debounce.handOff(target: target, running: running, isMorphing: false, immediately: false, at: 0)
        XCTAssertNotNil(debounce.heldSince)
        XCTAssertEqual(
            debounce.handOff(target: target, running: running, isMorphing: false, immediately: true, at: 10), target)
        XCTAssertNil(debounce.heldSince, "nothing waits any more")
        XCTAssertNil(debounce.millisecondsUntilDue(at: 10))
    }

    func testAnEditThatHoldsNothingEndsAHeldOne() {
        let running = PresetParams()
        let target = edited(running, ParamRegistry.all.first { $0.id == .agents }!)
        var debounce = RespawnDebounce()
        _ = debounce.handOff(target: target, running: running, isMorphing: false, immediately: false, at: 0)
        // Undone before it settled: the target is the running parameters again.
        XCTAssertEqual(
            debounce.handOff(target: running, running: running, isMorphing: false, immediately: false, at: 100),
            running)
        XCTAssertNil(debounce.heldSince)
    }

    func testMidMorphTheRespawnParametersStayTheRunningOnesEvenImmediately() {
        let running = PresetParams()
        let agents = ParamRegistry.all.first { $0.id == .agents }!
        let target = edited(running, agents)
        for immediately in [false, true] {
            var debounce = RespawnDebounce()
            let next = debounce.handOff(
                target: target, running: running, isMorphing: true, immediately: immediately, at: 0)
            XCTAssertEqual(next, running, "immediately \(immediately): the glide does not re-seed")
            XCTAssertNil(debounce.heldSince, "immediately \(immediately): nothing is held for later")
        }
    }

    /// The wait runs from the last held edit: due exactly `settleMilliseconds` after it.
    func testTheHeldEditIsDueExactlyWhenTheEditsHaveSettled() {
        let running = PresetParams()
        let target = edited(running, ParamRegistry.all.first { $0.id == .agents }!)
        var debounce = RespawnDebounce()
        XCTAssertNil(debounce.millisecondsUntilDue(at: 0), "nothing held")
        _ = debounce.handOff(target: target, running: running, isMorphing: false, immediately: false, at: 5_000)
        let rows: [(now: Int64, expected: Int64, why: String)] = [
            (5_000, settle, "at the edit: the whole wait"),
            (5_000 + settle - 1, 1, "1 ms before it settles"),
            (5_000 + settle, 0, "exactly when it settles: due"),
            (5_000 + settle + 1, 0, "1 ms after: due, never negative"),
            (5_000 + 10 * settle, 0, "long overdue"),
        ]
        for row in rows {
            XCTAssertEqual(debounce.millisecondsUntilDue(at: row.now), row.expected, row.why)
        }
        // A further held edit restarts the wait.
        _ = debounce.handOff(
            target: edited(target, ParamRegistry.all.first { $0.id == .agents }!), running: running,
            isMorphing: false, immediately: false, at: 5_000 + settle - 1)
        XCTAssertEqual(debounce.millisecondsUntilDue(at: 5_000 + settle), settle - 1, "restarted by the later edit")
        XCTAssertEqual(debounce.millisecondsUntilDue(at: 5_000 + 2 * settle - 1), 0)
    }

    func testTheSettleTimeIs400Milliseconds() {
        XCTAssertEqual(RespawnDebounce.settleMilliseconds, 400)
    }
}
