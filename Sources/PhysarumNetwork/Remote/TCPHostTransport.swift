import Foundation
import GLibKit
import PhysarumCore

/// Runs a `RemoteHostSession` over a listener (TLS connections in the app: `init(session:port:
/// address:identity:)`): numbers the accepted connections, feeds the session their opens, TLS
/// handshakes, bytes and closes, carries its frames, starts their TLS handshakes in the session's
/// order a few at a time (`HandshakeGate`), and calls its `tick()` at the session's next
/// deadline (`DeadlineTicker`, at least every `tickInterval` while it has one).
///
/// Close notifications reach the session from the main loop, never from inside one of its own
/// `send`/`close` calls (a failed write closes a connection synchronously).
public final class TCPHostTransport: RemoteHostTransport {
    /// The longest the session goes without a tick while it has connections.
    public static let tickInterval = 0.5

    public var port: UInt16 { listener.port }
    private weak var session: RemoteHostSession?
    private let listener: ConnectionListening
    private var connections: [RemoteConnectionID: ByteConnection] = [:]
    private var nextID = 1
    private var ticker: DeadlineTicker?
    private var pendingCloses: [MainLoopSource] = []
    private let handshakes = HandshakeGate()

    /// Attaches itself as `session.transport`; the caller keeps this object (the session holds
    /// it weakly) until `stop()`.
    public init(session: RemoteHostSession, listener: ConnectionListening) {
        self.session = session
        self.listener = listener
        session.transport = self
        listener.onAccept = { [weak self] in self?.accepted($0) }
        handshakes.choose = { [weak session] in session?.nextHandshake(among: $0, running: $1) }
        handshakes.onStalled = { [weak session] in session?.connectionStalledInHandshake($0) }
        ticker = DeadlineTicker(
            maxDelay: Self.tickInterval, deadline: { [weak session] in session?.nextDeadline },
            tick: { [weak session] in session?.tick() })
    }

    /// Listens on every interface (or `address`) at `port` (0: any free port), each connection in
    /// TLS with `identity`.
    public convenience init(session: RemoteHostSession, port: UInt16, address: String? = nil, identity: TLSIdentity)
        throws
    {
        self.init(session: session, listener: try TCPListener(address: address, port: port, identity: identity))
    }

    /// Open connections, authenticated or not.
    public var connectionCount: Int { connections.count }

    public func send(_ frame: Data, to connection: RemoteConnectionID) {
        connections[connection]?.send(Array(frame))
        ticker?.reschedule()
    }

    public func close(_ connection: RemoteConnectionID) {
        handshakes.forget(connection)
        guard let byteConnection = connections.removeValue(forKey: connection) else { return }
        byteConnection.onClose = nil  // the session closed it: it knows
        byteConnection.onReceive = nil
        byteConnection.close(afterFlushing: true)
    }

    public func stop() {
        ticker?.cancel()
        ticker = nil
        handshakes.cancel()
        listener.onAccept = nil
        listener.close()
        for id in Array(connections.keys) {
            let connection = connections.removeValue(forKey: id)
            connection?.onClose = nil
            connection?.close(afterFlushing: false)
            session?.connectionClosed(id)
        }
        for source in pendingCloses { source.cancel() }
        pendingCloses.removeAll()
    }

    deinit { stop() }

    private func accepted(_ connection: ByteConnection) {
        let id = RemoteConnectionID(nextID)
        nextID += 1
        connections[id] = connection
        connection.onReceive = { [weak self] bytes in
            self?.session?.received(bytes, from: id)
            self?.ticker?.reschedule()
        }
        connection.onClose = { [weak self] _ in self?.closedByNetwork(id) }
        if let secured = connection as? SecuredByteConnection {
            secured.onSecured = { [weak self] security in
                self?.session?.connectionSecured(id, security: security)
                self?.ticker?.reschedule()
            }
            secured.onHandshakeEnded = { [weak self] in self?.handshakes.handshakeEnded(id) }
            secured.onClientHello = { [weak self, weak secured] in
                self?.session?.connectionSentClientHello(id)
                self?.handshakes.enqueue(
                    id, start: { secured?.startHandshake() }, abort: { secured?.close(afterFlushing: false) })
            }
        }
        session?.connectionOpened(id, from: Self.address(of: connection.peer))
        ticker?.reschedule()
    }

    /// "192.0.2.7:51000" → "192.0.2.7", "[fe80::1]:51000" → "fe80::1": the budget counts addresses.
    static func address(of peer: String) -> String {
        if peer.hasPrefix("["), let end = peer.firstIndex(of: "]") {
            return String(peer[peer.index(after: peer.startIndex)..<end])
        }
        guard let colon = peer.lastIndex(of: ":") else { return peer }
        return String(peer[..<colon])
    }

    private func closedByNetwork(_ id: RemoteConnectionID) {
        handshakes.forget(id)
        guard connections.removeValue(forKey: id) != nil else { return }
        var source: MainLoopSource?
        source = MainLoopSource.idle { [weak self] in
            guard let self else { return }
            self.pendingCloses.removeAll { $0 === source }
            self.session?.connectionClosed(id)
        }
        if let source { pendingCloses.append(source) }
    }
}
