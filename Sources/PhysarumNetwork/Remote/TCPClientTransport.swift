import Foundation
import PhysarumCore

/// Runs a `RemoteClientSession` over one outgoing TCP connection: `open` connects (GIO resolves
/// names without blocking), bytes and closes go to the session, and `tick()` runs when the
/// session's next deadline comes (a throttled edit, a keep-alive, a timeout). This is the one
/// place a remote's session is ticked: re-armed after every open, send and receive, and when the
/// session says its deadline moved.
public final class TCPClientTransport: RemoteClientTransport {
    /// The longest the session goes without a tick (its deadlines are checked at least this often).
    public static let maxTickDelay = 0.5
    public static let connectTimeoutSeconds: UInt32 = 5

    private weak var session: RemoteClientSession?
    private var connector: TCPConnector?
    private(set) var connection: ByteConnection?
    private var tickTimer: MainLoopTimer?
    private var tickDue = Double.infinity
    private var pendingClose: MainLoopSource?

    /// Attaches itself as `session.transport` (and its deadline callback); the caller keeps this
    /// object.
    public init(session: RemoteClientSession) {
        self.session = session
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
        tickTimer?.cancel()
        tickTimer = nil
        tickDue = .infinity
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

    /// Arms the timer for the session's next deadline or `maxTickDelay` from now, whichever is
    /// sooner (an earlier timer already armed stays: when it fires, it arms the next).
    private func scheduleTick() {
        guard let session else { return }
        let now = RemoteClock.monotonic()
        let due = min(session.nextDeadline ?? .infinity, now + Self.maxTickDelay)
        guard due < tickDue - 0.0005 || tickTimer == nil else { return }
        tickDue = due
        // +0.5 ms: a timer a hair early would find the deadline not yet passed.
        tickTimer = MainLoopTimer(after: max(0, due - now) + 0.0005) { [weak self] in self?.tickFired() }
    }

    private func tickFired() {
        tickTimer = nil
        tickDue = .infinity
        guard let session else { return }
        session.tick()
        if session.nextDeadline != nil { scheduleTick() }
    }
}
