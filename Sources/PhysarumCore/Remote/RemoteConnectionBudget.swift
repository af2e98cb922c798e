/// Which waiting connections a host closes to make room for a new one, and whose TLS handshake
/// runs next, so that a flood — idle sockets, handshakes that stall after their ClientHello, wrong
/// codes, from one address or from hundreds — cannot keep a real remote out.
///
/// A real remote passes each step of a connection (its ClientHello, the TLS handshake, its hello,
/// the pairing) within milliseconds; a flooder's connection sits at one of them. So connections
/// are ranked by progress, not by the time they were accepted. Weakest first:
/// 1. one that has sat at its step longer than `stallSeconds` (stalled) before one that has not
///    (a ClientHello waiting for a handshake slot never stalls: the wait is the host's);
/// 2. then by its address's standing (`RemoteAddressHistory`): an address the host closed a
///    connection of lately, then an unknown one, then one welcomed lately;
/// 3. then the less advanced step;
/// 4. then the one that reached its step earlier (the newest is the likeliest to be moving);
/// 5. then the lower id.
/// Only connections that have not been welcomed count (the controller is never evicted). Per
/// address at most `perAddress` wait: a new connection from that address evicts that address's
/// weakest. In all at most `total` wait: a new one then evicts the weakest of all.
public struct RemoteConnectionBudget: Sendable {
    /// How far a waiting connection has come.
    public enum Progress: Int, Comparable, Sendable {
        /// Accepted; nothing received yet.
        case opened
        /// Its TLS ClientHello arrived: it waits for, or is in, its TLS handshake.
        case clientHello
        /// TLS is done and it was greeted: its hello is due.
        case secured
        /// It sent a hello with a code: its pairing is under way.
        case pairing

        public static func < (a: Progress, b: Progress) -> Bool { a.rawValue < b.rawValue }
    }

    /// One waiting connection, as the budget sees it.
    public struct Waiting: Equatable, Sendable {
        public var id: RemoteConnectionID
        public var address: String
        public var progress: Progress
        /// When it reached `progress`.
        public var since: Double
        public var standing: RemoteAddressHistory.Standing

        public init(
            id: RemoteConnectionID, address: String, progress: Progress = .opened, since: Double,
            standing: RemoteAddressHistory.Standing = .unknown
        ) {
            self.id = id
            self.address = address
            self.progress = progress
            self.since = since
            self.standing = standing
        }
    }

    public static let standard = RemoteConnectionBudget(total: 32, perAddress: 8, stallSeconds: 0.5)
    /// TLS handshakes running at once at most. GIO (glib-networking 2.74) runs each one as a
    /// blocking handshake on GLib's shared pool of about 10 worker threads, where one whose peer
    /// stalls holds its thread until cancelled: 6 leave the pool threads for the app's other work.
    public static let handshakeSlots = 6
    /// Of those, at most this many for connections from addresses the host closed a connection
    /// of lately (a flood's): the others stay free for a real remote's handshake.
    public static let handshakeSlotsForClosedAddresses = 4

    /// The most unwelcomed connections held at once.
    public var total: Int
    /// The most unwelcomed connections from one address held at once.
    public var perAddress: Int
    /// How long a connection may sit at one step before it counts as stalled: far longer than a
    /// real remote takes for any step on a LAN (milliseconds), far shorter than the 5 s handshake
    /// timeout.
    public var stallSeconds: Double

    public init(total: Int, perAddress: Int, stallSeconds: Double = Self.standard.stallSeconds) {
        precondition(total >= 1 && perAddress >= 1 && stallSeconds > 0)
        self.total = total
        self.perAddress = perAddress
        self.stallSeconds = stallSeconds
    }

    /// Whether `connection` has sat at its step for longer than `stallSeconds` at `now` (never
    /// at `.clientHello`: the host's handshake gate ends a handshake that stalls).
    public func isStalled(_ connection: Waiting, at now: Double) -> Bool {
        connection.progress != .clientHello && now - connection.since > stallSeconds
    }

    /// Whether `a` goes before `b` when one must go (the order in the type's summary).
    public func isWeaker(_ a: Waiting, than b: Waiting, at now: Double) -> Bool {
        let aMoving = !isStalled(a, at: now)
        let bMoving = !isStalled(b, at: now)
        if aMoving != bMoving { return !aMoving }
        if a.standing != b.standing { return a.standing < b.standing }
        if a.progress != b.progress { return a.progress < b.progress }
        if a.since != b.since { return a.since < b.since }
        return a.id.rawValue < b.id.rawValue
    }

    /// The connections to close, weakest first, before one from `address` joins `waiting` at `now`.
    public func evictions(admitting address: String, waiting: [Waiting], at now: Double) -> [RemoteConnectionID] {
        let weakestFirst = waiting.sorted { isWeaker($0, than: $1, at: now) }
        var evicted: [RemoteConnectionID] = []
        let sameAddress = weakestFirst.filter { $0.address == address }
        if sameAddress.count >= perAddress {
            evicted += sameAddress.prefix(sameAddress.count - perAddress + 1).map(\.id)
        }
        let remaining = weakestFirst.filter { !evicted.contains($0.id) }
        if remaining.count >= total {
            evicted += remaining.prefix(remaining.count - total + 1).map(\.id)
        }
        return evicted
    }

    /// Of the connections whose ClientHello waits for a handshake, the one to start now while
    /// `running` handshakes run: the strongest (a connection from a welcomed or unknown address
    /// before one from an address the host closed a connection of lately; the newest before older
    /// ones). None past `handshakeSlots`, and none from a closed address past
    /// `handshakeSlotsForClosedAddresses`: the last slots stay free for a real remote.
    public func nextHandshake(among waiting: [Waiting], running: Int, at now: Double) -> RemoteConnectionID? {
        guard running < Self.handshakeSlots, let strongest = waiting.max(by: { isWeaker($0, than: $1, at: now) })
        else { return nil }
        if strongest.standing == .closedLately, running >= Self.handshakeSlotsForClosedAddresses { return nil }
        return strongest.id
    }
}
