/// What the window needs from the network layer to host and to connect: the executable passes
/// the real one (sockets on the GLib loop, Avahi); UI tests pass fakes. The UI never imports the
/// network layer, as it never imports the engine.
public protocol RemoteNetworking: AnyObject {
    /// Listens on `port` (0: any free port) and runs `session` over every accepted connection, in
    /// TLS with this installation's certificate: it becomes the session's transport and feeds it
    /// opens, TLS handshakes, bytes and closes.
    /// - Throws: an error whose description is a sentence ("port 47420 is in use").
    func startHosting(session: RemoteHostSession, port: UInt16) throws -> RemoteHostingHandle
    /// Makes a transport for `session` and attaches it (`session.transport`); the caller keeps it.
    func makeClientTransport(for session: RemoteClientSession) -> RemoteClientTransport
    /// HMAC-SHA256 for the pairing's key confirmations (GLib's GHmac).
    var signer: any RemoteProofSigner { get }
    /// The PAKE of a pairing by code (SRP-6a through Botan).
    var pairingExchange: any RemotePairingExchange { get }
    /// Lists hosts on the LAN; nil when this build or machine has no discovery at all.
    var browser: HostBrowsing? { get }
    /// Announces a host; nil without discovery.
    func makeAdvertiser() -> HostAdvertising?
}

/// A listening host: its bound port, and a way to stop (closing every connection).
public protocol RemoteHostingHandle: AnyObject {
    var port: UInt16 { get }
    func stop()
}
