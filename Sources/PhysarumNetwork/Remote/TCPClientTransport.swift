import Foundation
import GLibKit
import PhysarumCore

/// Runs a `RemoteClientSession` over one outgoing TCP connection: `open` connects (GIO resolves
/// names without blocking), bytes and closes go to the session, and `tick()` runs when the
/// session's next deadline comes (a throttled edit, a keep-alive, a timeout): `DeadlineTicker`,
/// re-armed after every open, send and receive, and when the session says its deadline moved.
public final class TCPClientTransport: RemoteClientTransport {
    /// The longest the session goes without a tick (its deadlines are checked at least this often).
    public static let maxTickDelay = 0.5
    public static let connectTimeoutSeconds: UInt32 = 5

    private weak var session: RemoteClientSession?
    private var connector: TCPConnector?
    private(set) var connection: ByteConnection?
    private var ticker: DeadlineTicker?
    private var pendingClose: MainLoopSource?

    /// Attaches itself as `session.transport` (and its deadline callback); the caller keeps this
    /// object.
    public init(session: RemoteClientSession) {
        self.session = session
        ticker = DeadlineTicker(
            maxDelay: Self.maxTickDelay, deadline: { [weak session] in session?.nextDeadline },
            tick: { [weak session] in session?.tick() })
        session.transport = self
        session.onDeadlineChange = { [weak self] in self?.scheduleTick() }
    }

    deinit { close() }

    public func open(_ endpoint: RemoteEndpoint) {
        close()
        connector = TCPConnector(
            hostAndPort: endpoint.host, defaultPort: endpoint.port,
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

    private func connected(_ result: Result<TCPConnection, NetworkError>) {
        connector = nil
        switch result {
        case .success(let connection):
            self.connection = connection
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
