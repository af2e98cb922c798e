import PhysarumCore
import PhysarumNetwork

/// The window's remote-control services, wired from the network layer: TLS over TCP on the GLib
/// loop with this installation's identity, one Avahi client for browsing and publishing, GLib's
/// GHmac and Botan's SRP for pairing.
final class NetworkRemoteServices: RemoteNetworking {
    private let discovery: AvahiDiscovery
    /// Made on first use; a failure is told whenever hosting or connecting is tried.
    private let identity: Result<TLSIdentity, Error>

    /// `instanceID` is left out of the hosts discovery lists (this instance itself).
    init(instanceID: String) {
        discovery = AvahiDiscovery(ownInstanceID: instanceID)
        identity = Result { try TLSIdentity.loadOrCreate(at: TLSIdentity.defaultFile()) }
    }

    var signer: any RemoteProofSigner { GLibHMACSigner() }
    var pairingExchange: any RemotePairingExchange { BotanPairingExchange() }
    var browser: HostBrowsing? { discovery }
    func makeAdvertiser() -> HostAdvertising? { discovery }

    func startHosting(session: RemoteHostSession, port: UInt16) throws -> RemoteHostingHandle {
        HostingHandle(transport: try TCPHostTransport(session: session, port: port, identity: try identity.get()))
    }

    func makeClientTransport(for session: RemoteClientSession) -> RemoteClientTransport {
        switch identity {
        case .success(let identity): TCPClientTransport(session: session, identity: identity)
        case .failure(let error): TCPClientTransport(session: session, identity: nil, identityProblem: "\(error)")
        }
    }

    /// Keeps the listener alive while hosting.
    private final class HostingHandle: RemoteHostingHandle {
        let transport: TCPHostTransport
        init(transport: TCPHostTransport) { self.transport = transport }
        var port: UInt16 { transport.port }
        func stop() { transport.stop() }
    }
}
