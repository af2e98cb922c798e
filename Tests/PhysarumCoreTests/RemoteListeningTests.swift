import XCTest

@testable import PhysarumCore

/// A remote's stream wins while fresh; the host's own listening pauses meanwhile and comes back.
final class RemoteListeningTests: XCTestCase {
    func testTheRemotesFeaturesWinWhileFreshTheHostsOwnOtherwise() {
        let rows: [(own: Bool, last: Double?, now: Double, source: RemoteListening.Source, why: String)] = [
            (false, nil, 10, .none, "nobody listens"),
            (true, nil, 10, .own, "the host listens, no remote ever streamed"),
            (true, 9.9, 10, .remote, "a remote streams: the host's own pauses"),
            (false, 9.9, 10, .remote, "a remote streams to a host that does not listen"),
            (true, 9.5, 10, .remote, "exactly half a second old: still streaming"),
            (true, 9.49, 10, .own, "older: the stream stopped, the host's own comes back"),
            (false, 9.49, 10, .none, "and with none of its own, nothing"),
        ]
        for row in rows {
            XCTAssertEqual(
                RemoteListening.source(ownListening: row.own, remoteLastAt: row.last, now: row.now), row.source,
                row.why)
        }
    }

    func testTheHostsGateLetsThirtyASecondThroughAndNotSixty() {
        var gate = RemoteListening.rateLimit()
        XCTAssertEqual((0..<300).filter { gate.admit(now: Double($0) / 30) }.count, 300, "30 a second: all")
        var flood = RemoteListening.rateLimit()
        let admitted = (0..<600).filter { flood.admit(now: 100 + Double($0) / 60) }.count
        XCTAssertLessThan(admitted, 320, "60 a second for 10 s: about half refused")
        XCTAssertGreaterThan(admitted, 300)
    }
}
