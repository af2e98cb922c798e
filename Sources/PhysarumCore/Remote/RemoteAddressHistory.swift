/// What a host remembers of the addresses that connected to it lately: which were welcomed, and
/// which it had to close a connection of (one that stalled, or the weakest when it needed room),
/// so that under a flood a returning remote's address and a new address go before the addresses
/// the flood came from (`RemoteConnectionBudget`). A flood from many addresses marks each of them
/// the first time one of its connections is closed; a real remote that connects once is not
/// marked.
///
/// Bounded: at most `capacity` addresses (the oldest note is forgotten first), and a note
/// expires after `memory(of:)` seconds. The latest note of an address counts, except that a
/// closed connection does not undo a welcome (an address shared by a paired remote and a flooder
/// keeps the paired remote first).
public struct RemoteAddressHistory: Sendable {
    /// How an address stands, weakest first.
    public enum Standing: Int, Comparable, Sendable {
        /// The host closed a connection from it lately: one that stalled (idle, or its handshake or
        /// hello never came), or the weakest when it needed room.
        case closedLately
        /// Nothing known (never seen, or its note expired).
        case unknown
        /// A remote from it was welcomed lately.
        case welcomedLately

        public static func < (a: Standing, b: Standing) -> Bool { a.rawValue < b.rawValue }
    }

    /// The most addresses remembered: a flood from more addresses than this churns its own notes.
    public static let capacity = 4096
    /// Seconds a closed connection is held against an address: long enough to outlast a flood's
    /// waves, short enough that a remote behind the same address (a shared NAT) is not held back
    /// for long.
    public static let closedMemory = 60.0
    /// Seconds a welcome counts for an address: a day of the usual evening's reconnects.
    public static let welcomedMemory = 86_400.0

    private var notes: [String: (standing: Standing, at: Double)] = [:]
    public let capacity: Int

    public init(capacity: Int = Self.capacity) {
        precondition(capacity >= 1)
        self.capacity = capacity
    }

    /// How many addresses are remembered now (expired notes included until they are replaced).
    public var count: Int { notes.count }

    public static func memory(of standing: Standing) -> Double {
        switch standing {
        case .closedLately: closedMemory
        case .unknown: 0
        case .welcomedLately: welcomedMemory
        }
    }

    /// `address`'s standing at `now`.
    public func standing(of address: String, at now: Double) -> Standing {
        guard let note = notes[address], now - note.at <= Self.memory(of: note.standing) else { return .unknown }
        return note.standing
    }

    /// Notes `standing` for `address` at `now` (it replaces the address's earlier note, except
    /// that `closedLately` leaves a welcome in force).
    public mutating func note(_ standing: Standing, for address: String, at now: Double) {
        if standing == .closedLately, self.standing(of: address, at: now) == .welcomedLately { return }
        if notes[address] == nil, notes.count >= capacity,
            let oldest = notes.min(by: { ($0.value.at, $0.key) < ($1.value.at, $1.key) })?.key
        {
            notes.removeValue(forKey: oldest)
        }
        notes[address] = (standing, now)
    }
}
