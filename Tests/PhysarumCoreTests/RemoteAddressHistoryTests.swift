import XCTest

@testable import PhysarumCore

final class RemoteAddressHistoryTests: XCTestCase {
    func testANoteHoldsForItsMemoryAndNotAMomentLonger() {
        let rows: [(RemoteAddressHistory.Standing, memory: Double)] = [
            (.closedLately, RemoteAddressHistory.closedMemory), (.welcomedLately, RemoteAddressHistory.welcomedMemory),
        ]
        for (standing, memory) in rows {
            var history = RemoteAddressHistory()
            history.note(standing, for: "a", at: 100)
            XCTAssertEqual(history.standing(of: "a", at: 100 + memory), standing, "\(standing): exactly at its memory")
            XCTAssertEqual(history.standing(of: "a", at: 100 + memory + 0.001), .unknown, "\(standing): just past it")
            XCTAssertEqual(history.standing(of: "b", at: 100), .unknown, "another address")
        }
    }

    func testAClosedConnectionDoesNotUndoAWelcomeButAWelcomeUndoesIt() {
        var history = RemoteAddressHistory()
        history.note(.welcomedLately, for: "a", at: 0)
        history.note(.closedLately, for: "a", at: 1)
        XCTAssertEqual(history.standing(of: "a", at: 2), .welcomedLately)
        history.note(.closedLately, for: "a", at: RemoteAddressHistory.welcomedMemory + 1)
        XCTAssertEqual(
            history.standing(of: "a", at: RemoteAddressHistory.welcomedMemory + 2), .closedLately,
            "once the welcome expired, a close counts")
        history.note(.welcomedLately, for: "b", at: 0)
        history.note(.closedLately, for: "c", at: 0)
        history.note(.welcomedLately, for: "c", at: 1)
        XCTAssertEqual(history.standing(of: "c", at: 2), .welcomedLately)
    }

    func testAtCapacityTheOldestNoteGoesFirst() {
        var history = RemoteAddressHistory(capacity: 3)
        for (n, address) in ["a", "b", "c"].enumerated() { history.note(.closedLately, for: address, at: Double(n)) }
        XCTAssertEqual(history.count, 3, "at capacity")
        history.note(.closedLately, for: "b", at: 5)  // a known address: nothing is forgotten
        XCTAssertEqual(history.count, 3)
        XCTAssertEqual(history.standing(of: "a", at: 6), .closedLately)
        history.note(.closedLately, for: "d", at: 6)
        XCTAssertEqual(history.count, 3, "one past capacity: still 3")
        XCTAssertEqual(history.standing(of: "a", at: 6), .unknown, "the oldest note went")
        XCTAssertEqual(history.standing(of: "c", at: 6), .closedLately)
        XCTAssertEqual(history.standing(of: "b", at: 6), .closedLately, "renewed at 5: kept")
    }
}
