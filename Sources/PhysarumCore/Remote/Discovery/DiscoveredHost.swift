/// A host found on the network, as the Connect menu lists it.
public struct DiscoveredHost: Equatable, Sendable {
    public var instanceID: String
    public var name: String
    /// Numeric address to connect to (IPv6 link-local ones carry their "%interface").
    public var address: String
    public var port: UInt16
    /// Nil when the TXT record has no parsable `proto` (an incompatible or foreign publisher).
    public var protocolVersion: Int?
    public var playing: String?

    public init(
        instanceID: String, name: String, address: String, port: UInt16, protocolVersion: Int?,
        playing: String? = nil
    ) {
        self.instanceID = instanceID
        self.name = name
        self.address = address
        self.port = port
        self.protocolVersion = protocolVersion
        self.playing = playing
    }

    /// "address:port", bracketing IPv6 — the form `TCPConnector` and manual entry take.
    public var endpoint: String { address.contains(":") ? "[\(address)]:\(port)" : "\(address):\(port)" }
}

/// Whether discovery works right now.
public enum DiscoveryAvailability: Equatable, Sendable {
    case starting
    /// The mDNS daemon answers: the host list is live (empty while searching).
    case available
    /// No mDNS daemon (or it died): manual entry still works; discovery comes back by itself
    /// when the daemon does.
    case unavailable(reason: String)
}

/// Everything the Connect menu needs from discovery at one moment.
public struct DiscoverySnapshot: Equatable, Sendable {
    public var availability: DiscoveryAvailability
    public var hosts: [DiscoveredHost]

    public init(availability: DiscoveryAvailability, hosts: [DiscoveredHost]) {
        self.availability = availability
        self.hosts = hosts
    }
}
