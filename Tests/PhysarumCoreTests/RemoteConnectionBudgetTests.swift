import XCTest

@testable import PhysarumCore

final class RemoteConnectionBudgetTests: XCTestCase {
    private let budget = RemoteConnectionBudget(total: 4, perAddress: 2, stallSeconds: 0.5)

    private typealias Waiting = RemoteConnectionBudget.Waiting

    /// A waiting connection: id, address, its step and since when, its address's standing.
    private func row(
        _ id: Int, _ address: String, _ progress: RemoteConnectionBudget.Progress = .opened, since: Double = 0,
        _ standing: RemoteAddressHistory.Standing = .unknown
    ) -> Waiting {
        Waiting(id: RemoteConnectionID(id), address: address, progress: progress, since: since, standing: standing)
    }

    private func ids(_ raw: [Int]) -> [RemoteConnectionID] { raw.map(RemoteConnectionID.init) }

    func testPerAddressBelowAtAndAboveTheLimit() {
        let rows: [(String, admitting: String, [Waiting], expected: [Int])] = [
            ("one below: room", "a", [row(1, "a")], []),
            ("at the limit: that address's weakest makes room", "a", [row(1, "a"), row(2, "a", since: 0.1)], [1]),
            (
                "above it (a lowered limit): back to one below, weakest first", "a",
                [row(3, "a", since: 0.3), row(1, "a"), row(2, "a", since: 0.2)], [1, 2]
            ),
            ("another address does not pay for a full one", "b", [row(1, "a"), row(2, "a")], []),
        ]
        for (label, address, waiting, expected) in rows {
            XCTAssertEqual(budget.evictions(admitting: address, waiting: waiting, at: 0.4), ids(expected), label)
        }
    }

    func testTotalBelowAtAndAboveTheLimit() {
        let three = [row(1, "a"), row(2, "b", since: 0.1), row(3, "c", since: 0.2)]
        XCTAssertEqual(budget.evictions(admitting: "e", waiting: three, at: 0.4), [], "one below: room")
        XCTAssertEqual(
            budget.evictions(admitting: "e", waiting: three + [row(4, "d", since: 0.3)], at: 0.4), ids([1]),
            "at the limit: the weakest of all (here the one longest at its step)")
        XCTAssertEqual(
            budget.evictions(
                admitting: "f", waiting: three + [row(4, "d", since: 0.3), row(5, "e", since: 0.3)], at: 0.4),
            ids([1, 2]), "above it: back to one below")
    }

    func testAnAddressEvictionAlsoMakesTotalRoom() {
        let waiting = [row(1, "b"), row(2, "a", since: 0.1), row(3, "c", since: 0.2), row(4, "a", since: 0.3)]
        XCTAssertEqual(budget.evictions(admitting: "a", waiting: waiting, at: 0.4), ids([2]))
    }

    /// Each rule of the order, with the pair on both sides of it and every earlier rule equal.
    func testTheOrderOfWeakness() {
        let now = 10.0
        let rows: [(String, weaker: Waiting, stronger: Waiting)] = [
            // 1. Stalled before moving: just past the stall threshold against exactly at it.
            (
                "stalled (0.5 s + 1 ms at its step) before moving (exactly 0.5 s), even when further on",
                row(1, "a", .pairing, since: now - 0.501, .welcomedLately), row(2, "a", .opened, since: now - 0.5)
            ),
            (
                "stalled before moving, whatever the address",
                row(1, "a", .secured, since: now - 3, .welcomedLately),
                row(2, "b", .opened, since: now - 0.1, .closedLately)
            ),
            // 2. The address's standing.
            (
                "an address the host closed a connection of lately before an unknown one",
                row(1, "a", .secured, since: now - 0.1, .closedLately), row(2, "b", .opened, since: now - 0.2)
            ),
            (
                "an unknown address before one welcomed lately",
                row(1, "a", .secured, since: now - 0.1), row(2, "b", .opened, since: now - 0.2, .welcomedLately)
            ),
            // 3. Progress.
            (
                "opened before its ClientHello", row(1, "a", .opened, since: now),
                row(2, "a", .clientHello, since: now - 0.4)
            ),
            (
                "ClientHello before secured", row(1, "a", .clientHello, since: now),
                row(2, "a", .secured, since: now - 0.4)
            ),
            ("secured before pairing", row(1, "a", .secured, since: now), row(2, "a", .pairing, since: now - 0.4)),
            // 4. Age at its step, 5. id.
            ("the earlier at its step first", row(2, "a", since: now - 0.2), row(1, "a", since: now - 0.1)),
            ("equal in all else: the lower id first", row(3, "a", since: now), row(9, "a", since: now)),
        ]
        for (label, weaker, stronger) in rows {
            XCTAssertTrue(budget.isWeaker(weaker, than: stronger, at: now), label)
            XCTAssertFalse(budget.isWeaker(stronger, than: weaker, at: now), "\(label) (reversed)")
            XCTAssertFalse(budget.isWeaker(weaker, than: weaker, at: now), "\(label): never weaker than itself")
            XCTAssertFalse(budget.isWeaker(stronger, than: stronger, at: now), "\(label): never weaker than itself")
            XCTAssertEqual(
                budget.evictions(
                    admitting: "z",
                    waiting: [
                        stronger, weaker, row(20, "x", .pairing, since: now),
                        row(21, "y", .pairing, since: now),
                    ], at: now
                ).first,
                weaker.id, "\(label): evicted first")
            XCTAssertEqual(
                budget.nextHandshake(among: [weaker, stronger], running: 0, at: now), stronger.id, "\(label): next")
        }
    }

    func testTheStallThresholdOnBothSides() {
        let now = 5.0
        XCTAssertFalse(budget.isStalled(row(1, "a", since: now - 0.5), at: now), "exactly at the threshold: moving")
        XCTAssertTrue(budget.isStalled(row(1, "a", since: now - 0.501), at: now), "just past it: stalled")
        XCTAssertFalse(budget.isStalled(row(1, "a", since: now - 0.499), at: now), "just before it: moving")
        for progress in [RemoteConnectionBudget.Progress.secured, .pairing] {
            XCTAssertFalse(budget.isStalled(row(1, "a", progress, since: now - 0.5), at: now), "\(progress) at it")
            XCTAssertTrue(budget.isStalled(row(1, "a", progress, since: now - 0.501), at: now), "\(progress) past it")
        }
        XCTAssertFalse(
            budget.isStalled(row(1, "a", .clientHello, since: now - 60), at: now),
            "a ClientHello waiting for its handshake never stalls: the wait is the host's")
    }

    func testNoHandshakeWaitingMeansNone() {
        XCTAssertNil(budget.nextHandshake(among: [], running: 0, at: 0))
    }

    /// The slots on both sides of both limits, for a connection from each standing.
    func testHandshakeSlotsKeepTheLastOnesForAddressesNotSeenFlooding() {
        let slots = RemoteConnectionBudget.handshakeSlots
        let forClosed = RemoteConnectionBudget.handshakeSlotsForClosedAddresses
        XCTAssertLessThan(forClosed, slots)
        let rows: [(RemoteAddressHistory.Standing, running: Int, starts: Bool)] = [
            (.closedLately, forClosed - 1, true), (.closedLately, forClosed, false),
            (.unknown, forClosed, true), (.unknown, slots - 1, true), (.unknown, slots, false),
            (.welcomedLately, slots - 1, true), (.welcomedLately, slots, false),
        ]
        for (standing, running, starts) in rows {
            let waiting = [row(1, "a", .clientHello, since: 0, standing)]
            XCTAssertEqual(
                budget.nextHandshake(among: waiting, running: running, at: 0), starts ? RemoteConnectionID(1) : nil,
                "\(standing) with \(running) running")
        }
    }

    /// Flooders at their ClientHello, 1 ms apart from 250 addresses, and a real remote among them.
    /// From addresses the host closed a connection of lately (each flooder's first eviction marks it), the flood never evicts
    /// it; from addresses never seen, it survives the next `total - 1` arrivals and goes at the
    /// `total`-th (newest first is then all that protects it).
    func testAFloodOutranksARealRemoteOnlyFromAddressesNeverSeen() {
        let standard = RemoteConnectionBudget.standard
        let rows: [(String, flood: RemoteAddressHistory.Standing, arrivals: Int, survives: Bool)] = [
            ("marked addresses, 200 arrivals", .closedLately, 200, true),
            ("unknown addresses, total - 1 arrivals", .unknown, standard.total - 1, true),
            ("unknown addresses, total arrivals", .unknown, standard.total, false),
        ]
        for (label, floodStanding, arrivals, survives) in rows {
            var history = RemoteAddressHistory()
            var held: [Waiting] = []
            var now = 0.0
            var next = 0
            func arrive(_ address: String) -> RemoteConnectionID {
                now += 0.001
                let evicted = Set(standard.evictions(admitting: address, waiting: held, at: now))
                held.removeAll { evicted.contains($0.id) }
                next += 1
                let id = RemoteConnectionID(next)
                held.append(
                    Waiting(
                        id: id, address: address, progress: .clientHello, since: now,
                        standing: history.standing(of: address, at: now)))
                XCTAssertLessThanOrEqual(held.count, standard.total, label)
                return id
            }
            let flooders = (0..<250).map { "127.1.0.\($0)" }
            for address in flooders { history.note(floodStanding, for: address, at: 0) }
            for address in flooders { _ = arrive(address) }
            let remote = arrive("198.51.100.3")
            XCTAssertEqual(
                standard.nextHandshake(among: held, running: 0, at: now), remote, "\(label): its handshake goes first")
            for n in 0..<arrivals { _ = arrive(flooders[n % flooders.count]) }
            XCTAssertEqual(held.contains { $0.id == remote }, survives, label)
        }
    }
}
