import PhysarumCore

/// What a window needs to take part in remote control: the network services (from the
/// executable), who this instance is, and whether it starts as a host.
public struct RemoteWindowOptions {
    /// How a window hosts.
    public struct Hosting {
        /// TCP port (0: any free one).
        public var port: UInt16
        /// The name remotes see.
        public var name: String
        /// A fixed pairing code; nil: random, new after each pairing.
        public var pairingCode: String?
        /// The ambient player (`--host`) resumes auto-cycling when its remote leaves.
        public var resumesCycling: Bool

        public init(
            port: UInt16 = RemoteProtocol.defaultPort, name: String, pairingCode: String? = nil,
            resumesCycling: Bool = true
        ) {
            self.port = port
            self.name = name
            self.pairingCode = pairingCode
            self.resumesCycling = resumesCycling
        }
    }

    public var networking: RemoteNetworking
    /// This installation's stable id (`RemoteInstanceID.load()`).
    public var instanceID: String
    /// The name this instance shows to others (the machine's host name by default).
    public var displayName: String
    /// Start hosting at once (`physarum --host`); nil: only when the user asks.
    public var hostOnStart: Hosting?
    /// Where the pairing stores live (tests pass temporary ones).
    public var hostStore: PairingStore
    public var remoteStore: PairingStore

    public init(
        networking: RemoteNetworking, instanceID: String, displayName: String, hostOnStart: Hosting? = nil,
        hostStore: PairingStore = .hostSide(), remoteStore: PairingStore = .remoteSide()
    ) {
        self.networking = networking
        self.instanceID = instanceID
        self.displayName = displayName
        self.hostOnStart = hostOnStart
        self.hostStore = hostStore
        self.remoteStore = remoteStore
    }
}
