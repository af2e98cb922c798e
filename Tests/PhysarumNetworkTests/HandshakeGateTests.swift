import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumNetwork

/// The host's handshake slots on the main loop, with one slot and short times: a stalled handshake
/// gives up its slot only while another waits, one nobody ends is given up at the timeout, and an
/// ended one frees its slot at once.
final class HandshakeGateTests: XCTestCase {
    private var started: [Int] = []
    private var aborted: [Int] = []
    private var stalled: [Int] = []

    private func gate() -> HandshakeGate {
        let gate = HandshakeGate(deadline: 0.1, giveUpAfter: 0.6)
        gate.choose = { waiting, running in running < 1 ? waiting.min { $0.rawValue < $1.rawValue } : nil }
        gate.onStalled = { [unowned self] in stalled.append($0.rawValue) }
        return gate
    }

    private func enqueue(_ n: Int, on gate: HandshakeGate) {
        gate.enqueue(
            RemoteConnectionID(n), start: { [unowned self] in started.append(n) },
            abort: { [unowned self] in aborted.append(n) })
    }

    func testAStalledHandshakeGivesUpItsSlotOnlyWhileAnotherWaits() {
        let gate = gate()
        enqueue(1, on: gate)
        XCTAssertTrue(spinMainLoop(seconds: 1) { started == [1] })
        spinMainLoop(seconds: 0.3)  // three deadlines, nobody waiting
        XCTAssertEqual(aborted, [], "alone, it keeps its slot")
        enqueue(2, on: gate)
        XCTAssertTrue(spinMainLoop(seconds: 1) { started == [1, 2] }, "\(started)")
        XCTAssertEqual(aborted, [1])
        XCTAssertEqual(stalled, [1], "the session hears of the stall")
    }

    func testAHandshakeNobodyEndsIsGivenUpAtTheTimeout() {
        let gate = gate()
        enqueue(1, on: gate)
        XCTAssertTrue(spinMainLoop(seconds: 1) { started == [1] })
        spinMainLoop(seconds: 0.45)
        XCTAssertEqual(aborted, [], "before the timeout: kept")
        XCTAssertTrue(spinMainLoop(seconds: 1) { aborted == [1] }, "after it: given up")
        enqueue(2, on: gate)
        XCTAssertTrue(spinMainLoop(seconds: 0.05) { started == [1, 2] }, "the slot is free at once")
    }

    func testAnEndedHandshakeFreesItsSlotAtOnceAndAForgottenOneNeverStarts() {
        let gate = gate()
        for n in 1...3 { enqueue(n, on: gate) }
        XCTAssertTrue(spinMainLoop(seconds: 1) { started == [1] })
        gate.forget(RemoteConnectionID(2))
        gate.handshakeEnded(RemoteConnectionID(1))
        XCTAssertTrue(spinMainLoop(seconds: 0.05) { started == [1, 3] }, "\(started)")
        XCTAssertEqual(aborted, [])
        XCTAssertEqual(gate.inFlight, 1)
        XCTAssertEqual(gate.queued, 0)
    }
}
