import Foundation
import GLibKit
import PhysarumCore

/// Runs a `RemoteClientSession` over one outgoing connection: `open` connects (GIO resolves names
/// without blocking), reads the host's preface and runs TLS with this installation's identity;
/// the version, the handshake, bytes and closes go to the session, and `tick()` runs when the
/// session's next deadline comes (a throttled edit, a keep-alive, a timeout): `DeadlineTicker`,
/// re-armed after every open, send and receive, and when the session says its deadline moved.
public final class TCPClientTransport: RemoteClientTransport {
    /// The longest the session goes without a tick (its deadlines are checked at least this often).
    public static let maxTickDelay = 0.5
    public static let connectTimeoutSeconds: UInt32 = 5

    private weak var session: RemoteClientSession?
    private let identity: TLSIdentity?
    private let identityProblem: String?
    private var connector: TCPConnector?
    private(set) var connection: ByteConnection?
    private var ticker: DeadlineTicker?
    private var pendingClose: MainLoopSource?

    /// Attaches itself as `session.transport` (and its deadline callback); the caller keeps this
    /// object. Without an identity (it could not be made: `identityProblem` says why) every
    /// connection fails with that sentence.
    public init(session: RemoteClientSession, identity: TLSIdentity?, identityProblem: String? = nil) {
        self.session = session
        self.identity = identity
        self.identityProblem = identityProblem
        ticker = DeadlineTicker(
            maxDelay: Self.maxTickDelay, deadline: { [weak session] in session?.nextDeadline },
            tick: { [weak session] in session?.tick() })
        session.transport = self
        session.onDeadlineChange = { [weak self] in self?.scheduleTick() }
    }

    deinit { close() }

    public func open(_ endpoint: RemoteEndpoint) {
        close()
        guard let identity else {
            let reason = identityProblem ?? tr("this computer has no TLS identity")
            pendingClose = MainLoopSource.idle { [weak self] in self?.session?.connectionClosed(reason: reason) }
            return
        }
        connector = TCPConnector(
            hostAndPort: endpoint.host, defaultPort: endpoint.port, identity: identity,
            timeoutSeconds: Self.connectTimeoutSeconds
        ) { [weak self] result in
            self?.connected(result)
        }
        scheduleTick()
    }

    public func send(_ frame: Data) {
        connection?.send(Array(frame))
        scheduleTick()
    }

    public func close() {
        connector?.cancel()
        connector = nil
        pendingClose?.cancel()
        pendingClose = nil
        ticker?.cancel()
        guard let connection else { return }
        self.connection = nil
        connection.onClose = nil
        connection.onReceive = nil
        connection.close(afterFlushing: true)
    }

    private func connected(_ result: Result<TLSConnection, NetworkError>) {
        connector = nil
        switch result {
        case .success(let connection):
            self.connection = connection
            connection.onPreface = { [weak self] version in self?.session?.hostAnnounced(version: version) }
            connection.onRefused = { [weak self] refusal in self?.session?.hostRefused(refusal) }
            connection.onSecured = { [weak self] security in
                self?.session?.connectionSecured(security)
                self?.scheduleTick()
            }
            connection.onReceive = { [weak self] bytes in
                self?.session?.received(bytes)
                self?.scheduleTick()
            }
            connection.onClose = { [weak self] reason in self?.closedByNetwork(reason) }
        case .failure(.cancelled):
            break
        case .failure(let error):
            session?.connectionClosed(reason: error.description)
        }
    }

    private func closedByNetwork(_ reason: CloseReason) {
        connection = nil
        // From the main loop: never inside a session call that is writing.
        pendingClose = MainLoopSource.idle { [weak self] in
            self?.pendingClose = nil
            self?.session?.connectionClosed(reason: reason == .peerClosed ? nil : reason.description)
        }
    }

    private func scheduleTick() {
        guard session != nil else { return }
        ticker?.reschedule()
    }
}
