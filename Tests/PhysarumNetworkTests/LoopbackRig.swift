import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumNetwork

/// A host session behind `TCPHostTransport` on 127.0.0.1 in TLS (fixed pairing code, presets "a"
/// and "b", its own identity) and remotes for it, each its own installation: a pairing store and a
/// TLS identity per remote id, kept for the rig's life.
final class LoopbackRig {
    static let pairingCode = "246810"

    private let temporary: TemporaryDirectory
    var directory: URL { temporary.url }
    let host: RemoteHostSession
    let transport: TCPHostTransport
    let hostIdentity: TLSIdentity
    private var identities: [String: TLSIdentity] = [:]
    /// Every command the host session gave, in order.
    private(set) var commands: [RemoteHostCommand] = []
    private var remotes: [AnyObject] = []

    /// `maxConnections`: the listener's hard limit (past it a connection is refused before TLS).
    init(maxConnections: Int = 256) throws {
        temporary = try TemporaryDirectory("rig")
        host = RemoteHostSession(
            configuration: .init(hostID: "host-1", hostName: "Studio", fixedPairingCode: Self.pairingCode),
            hostState: RemoteHostState(presetID: "a", presetName: "A", cycling: true),
            store: PairingStore(fileURL: temporary.appending("host.json")), signer: GLibHMACSigner(),
            exchange: BotanPairingExchange())
        host.presetNames = ["a": "A", "b": "B"]
        hostIdentity = try TLSIdentity.ephemeral()
        transport = TCPHostTransport(
            session: host,
            listener: try TCPListener(
                address: "127.0.0.1", port: 0, identity: hostIdentity, maxConnections: maxConnections))
        host.onCommand = { [unowned self] in commands.append($0) }
    }

    var endpoint: RemoteEndpoint { RemoteEndpoint(host: "127.0.0.1", port: transport.port) }

    /// A remote with its own store; the rig keeps it and its transport alive.
    func makeRemote(id: String = "laptop-1", state: @escaping () -> RemoteSessionState)
        -> (session: RemoteClientSession, transport: TCPClientTransport)
    {
        let session = RemoteClientSession(
            configuration: .init(remoteID: id, remoteName: "Remote \(id)"),
            store: PairingStore(fileURL: directory.appendingPathComponent("\(id).json")), signer: GLibHMACSigner(),
            exchange: BotanPairingExchange(), currentState: state)
        let transport = TCPClientTransport(session: session, identity: identity(for: id))
        remotes += [session, transport]
        return (session, transport)
    }

    /// The installation identity of remote `id` (made on first use).
    func identity(for id: String) -> TLSIdentity {
        if let known = identities[id] { return known }
        let made = try! TLSIdentity.ephemeral()
        identities[id] = made
        return made
    }

    func tearDown() {
        for case let remote as TCPClientTransport in remotes { remote.close() }
        remotes.removeAll()
        transport.stop()
        temporary.remove()
    }
}
