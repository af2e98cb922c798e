import XCTest

@testable import PhysarumCore

final class RemoteConnectionBudgetTests: XCTestCase {
    private let budget = RemoteConnectionBudget(total: 4, perAddress: 2)

    private func waiting(_ rows: [(Int, String)]) -> [RemoteConnectionBudget.Waiting] {
        rows.map { RemoteConnectionBudget.Waiting(id: RemoteConnectionID($0.0), address: $0.1, openedAt: Double($0.0)) }
    }

    private func ids(_ raw: [Int]) -> [RemoteConnectionID] { raw.map(RemoteConnectionID.init) }

    func testPerAddressBelowAtAndAboveTheLimit() {
        XCTAssertEqual(budget.evictions(admitting: "a", waiting: waiting([(1, "a")])), [], "one below: room")
        XCTAssertEqual(
            budget.evictions(admitting: "a", waiting: waiting([(1, "a"), (2, "a")])), ids([1]),
            "at the limit: that address's oldest makes room")
        XCTAssertEqual(
            budget.evictions(admitting: "a", waiting: waiting([(3, "a"), (1, "a"), (2, "a")])), ids([1, 2]),
            "above it (a lowered limit): back to one below, oldest first")
        XCTAssertEqual(
            budget.evictions(admitting: "b", waiting: waiting([(1, "a"), (2, "a")])), [],
            "another address does not pay for a full one")
    }

    func testTotalBelowAtAndAboveTheLimit() {
        XCTAssertEqual(budget.evictions(admitting: "e", waiting: waiting([(1, "a"), (2, "b"), (3, "c")])), [])
        XCTAssertEqual(
            budget.evictions(admitting: "e", waiting: waiting([(2, "b"), (1, "a"), (3, "c"), (4, "d")])), ids([1]),
            "at the limit: the oldest of all")
        XCTAssertEqual(
            budget.evictions(admitting: "f", waiting: waiting([(1, "a"), (2, "b"), (3, "c"), (4, "d"), (5, "e")])),
            ids([1, 2]))
    }

    func testAnAddressEvictionAlsoMakesTotalRoom() {
        // Full in all and for "a": evicting a's oldest is enough.
        XCTAssertEqual(
            budget.evictions(admitting: "a", waiting: waiting([(1, "b"), (2, "a"), (3, "c"), (4, "a")])), ids([2]))
    }

    func testEqualAgesEvictTheLowerIDFirst() {
        let rows = [
            RemoteConnectionBudget.Waiting(id: RemoteConnectionID(9), address: "a", openedAt: 0),
            RemoteConnectionBudget.Waiting(id: RemoteConnectionID(3), address: "a", openedAt: 0),
        ]
        XCTAssertEqual(budget.evictions(admitting: "a", waiting: rows), ids([3]))
    }

    /// 200 idle sockets from one address, then a remote from the same address: the newcomer is
    /// admitted at every step, and the idle ones never hold more than the per-address share.
    func testAFloodNeverHoldsMoreThanItsShare() {
        let standard = RemoteConnectionBudget.standard
        var held: [RemoteConnectionBudget.Waiting] = []
        for n in 0..<200 {
            let evicted = Set(standard.evictions(admitting: "10.0.0.9", waiting: held))
            held.removeAll { evicted.contains($0.id) }
            held.append(.init(id: RemoteConnectionID(n), address: "10.0.0.9", openedAt: Double(n)))
            XCTAssertLessThanOrEqual(held.count, standard.perAddress)
        }
        XCTAssertEqual(standard.evictions(admitting: "10.0.0.2", waiting: held), [], "another address walks in")
    }
}
