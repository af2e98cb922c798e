/// Which waiting connections a host closes to make room for a new one, so that a flood of idle
/// sockets can never keep a real remote out.
///
/// Only connections that have not been welcomed count (the controller is never evicted). Per
/// address at most `perAddress` wait: a new connection from that address evicts that address's
/// oldest. In all at most `total` wait: a new one then evicts the oldest of all. Newest first is
/// the right order: a real remote finishes its handshake within milliseconds of connecting, while
/// an idle socket only ever ages.
public struct RemoteConnectionBudget: Sendable {
    /// One waiting connection, as the budget sees it.
    public struct Waiting: Equatable, Sendable {
        public var id: RemoteConnectionID
        public var address: String
        public var openedAt: Double
        public init(id: RemoteConnectionID, address: String, openedAt: Double) {
            self.id = id
            self.address = address
            self.openedAt = openedAt
        }
    }

    public static let standard = RemoteConnectionBudget(total: 32, perAddress: 8)

    /// The most unwelcomed connections held at once.
    public var total: Int
    /// The most unwelcomed connections from one address held at once.
    public var perAddress: Int

    public init(total: Int, perAddress: Int) {
        precondition(total >= 1 && perAddress >= 1)
        self.total = total
        self.perAddress = perAddress
    }

    /// The connections to close, oldest first, before one from `address` joins `waiting`.
    public func evictions(admitting address: String, waiting: [Waiting]) -> [RemoteConnectionID] {
        let byAge = waiting.sorted { ($0.openedAt, $0.id.rawValue) < ($1.openedAt, $1.id.rawValue) }
        var evicted: [RemoteConnectionID] = []
        let sameAddress = byAge.filter { $0.address == address }
        if sameAddress.count >= perAddress {
            evicted += sameAddress.prefix(sameAddress.count - perAddress + 1).map(\.id)
        }
        let remaining = byAge.filter { !evicted.contains($0.id) }
        if remaining.count >= total {
            evicted += remaining.prefix(remaining.count - total + 1).map(\.id)
        }
        return evicted
    }
}
