import PhysarumCore
import PhysarumNetwork

/// The window's remote-control services, wired from the network layer: TCP on the GLib loop,
/// one Avahi client for browsing and publishing, GLib's GHmac for proofs.
final class NetworkRemoteServices: RemoteNetworking {
    private let discovery: AvahiDiscovery

    /// `instanceID` is left out of the hosts discovery lists (this instance itself).
    init(instanceID: String) {
        discovery = AvahiDiscovery(ownInstanceID: instanceID)
    }

    var signer: any RemoteProofSigner { GLibHMACSigner() }
    var browser: HostBrowsing? { discovery }
    func makeAdvertiser() -> HostAdvertising? { discovery }

    func startHosting(session: RemoteHostSession, port: UInt16) throws -> RemoteHostingHandle {
        HostingHandle(transport: try TCPHostTransport(session: session, port: port))
    }

    func makeClientTransport(for session: RemoteClientSession) -> RemoteClientTransport {
        TCPClientTransport(session: session)
    }

    /// Keeps the listener alive while hosting.
    private final class HostingHandle: RemoteHostingHandle {
        let transport: TCPHostTransport
        init(transport: TCPHostTransport) { self.transport = transport }
        var port: UInt16 { transport.port }
        func stop() { transport.stop() }
    }
}
