import Foundation
import XCTest

@testable import PhysarumCore

/// How the host session feeds its connection budget: each connection's progress, the addresses
/// it notes (closed, welcomed), and the order of the TLS handshakes.
final class RemoteHostSessionBudgetTests: XCTestCase {
    private func harness() throws -> HostHarness { HostHarness(store: try makeStore(self)) }

    private func id(_ raw: Int) -> RemoteConnectionID { RemoteConnectionID(raw) }

    func testEachStepIsRecordedAsProgress() throws {
        let h = try harness()
        h.session.connectionOpened(id(1), from: "10.0.0.1")
        XCTAssertEqual(h.session.connections[id(1)]?.progress, .opened)
        h.clock.advance(0.1)
        h.session.connectionSentClientHello(id(1))
        XCTAssertEqual(h.session.connections[id(1)]?.progress, .clientHello)
        XCTAssertEqual(h.session.connections[id(1)]?.progressSince, h.clock.now)
        h.clock.advance(0.1)
        h.session.connectionSentClientHello(id(1))
        XCTAssertEqual(
            h.session.connections[id(1)]?.progressSince, h.clock.now - 0.1, "the same step again: its time stays")
        h.certificates[id(1)] = sampleCertificate("remote-1")
        h.session.connectionSecured(id(1), security: h.hostSecurity(peer: sampleCertificate("remote-1")))
        XCTAssertEqual(h.session.connections[id(1)]?.progress, .secured)
        _ = try h.transport.take(id(1))
        h.hello(id(1))  // with the code: the pairing starts
        XCTAssertEqual(h.session.connections[id(1)]?.progress, .pairing)
        h.session.connectionSentClientHello(id(1))
        XCTAssertEqual(h.session.connections[id(1)]?.progress, .pairing, "progress never goes back")
    }

    func testAnEvictedConnectionsAddressIsNotedAndWeakerNextTime() throws {
        let h = try harness()
        h.session.budget = RemoteConnectionBudget(total: 2, perAddress: 2)
        h.session.connectionOpened(id(1), from: "10.0.0.1")
        h.session.connectionOpened(id(2), from: "10.0.0.2")
        XCTAssertEqual(
            h.session.addressHistory.standing(of: "10.0.0.1", at: h.clock.now), .unknown, "nothing closed yet")
        h.clock.advance(0.01)
        h.session.connectionOpened(id(3), from: "10.0.0.3")
        XCTAssertEqual(h.transport.closed, [id(1)], "the weakest (the earliest at its step) went")
        XCTAssertEqual(h.session.addressHistory.standing(of: "10.0.0.1", at: h.clock.now), .closedLately)
        // 10.0.0.1 comes back, newer than the others: it is now the weakest anyway.
        h.clock.advance(0.01)
        h.session.connectionOpened(id(4), from: "10.0.0.1")
        h.clock.advance(0.01)
        h.session.connectionOpened(id(5), from: "10.0.0.5")
        XCTAssertEqual(h.transport.closed, [id(1), id(2), id(4)], "10.0.0.2 made room for 10.0.0.1, which then went")
    }

    func testTheNextHandshakeIsTheStrongestWaitingClientHello() throws {
        let h = try harness()
        for (n, address) in ["10.0.0.1", "10.0.0.2", "10.0.0.3"].enumerated() {
            h.session.connectionOpened(id(n + 1), from: address)
            h.session.connectionSentClientHello(id(n + 1))
            h.clock.advance(0.01)
        }
        XCTAssertEqual(h.session.nextHandshake(among: [id(1), id(2), id(3)], running: 0), id(3), "the newest")
        h.session.addressHistory.note(.closedLately, for: "10.0.0.3", at: h.clock.now)
        XCTAssertEqual(
            h.session.nextHandshake(among: [id(1), id(2), id(3)], running: 0), id(2), "not from a closed address")
        XCTAssertEqual(h.session.nextHandshake(among: [id(1)], running: 0), id(1))
        XCTAssertNil(h.session.nextHandshake(among: [id(9)], running: 0), "an id the session does not know")
    }

    func testAStalledHandshakeIsClosedWithoutAWordAndItsAddressNoted() throws {
        let h = try harness()
        h.session.connectionOpened(id(1), from: "10.0.0.1")
        h.session.connectionSentClientHello(id(1))
        h.session.connectionStalledInHandshake(id(1))
        XCTAssertEqual(h.transport.closed, [id(1)])
        XCTAssertEqual(try h.transport.take(id(1)), [], "nothing sent: no channel exists yet")
        XCTAssertEqual(h.session.addressHistory.standing(of: "10.0.0.1", at: h.clock.now), .closedLately)
    }

    func testATimedOutHandshakeNotesItsAddressAndAWelcomeNotesItsOwn() throws {
        let h = try harness()
        h.session.connectionOpened(id(1), from: "10.0.0.1")
        h.clock.advance(RemoteProtocol.handshakeTimeout)
        h.session.tick()
        XCTAssertEqual(h.transport.closed, [], "at the timeout: still open")
        h.clock.advance(0.001)
        h.session.tick()
        XCTAssertEqual(h.transport.closed, [id(1)], "past it: closed")
        XCTAssertEqual(h.session.addressHistory.standing(of: "10.0.0.1", at: h.clock.now), .closedLately)
        h.nextID = 10  // the harness's own ids from here
        let paired = try h.pair()
        XCTAssertEqual(h.session.controller?.connection, paired)
        XCTAssertEqual(h.session.addressHistory.standing(of: "", at: h.clock.now), .welcomedLately)
    }
}
