import PhysarumCore

/// What session logic needs from a connection: bytes in, bytes out, one close. `TCPConnection`
/// is the real one; tests of the layers above use fakes.
public protocol ByteConnection: AnyObject {
    /// Raw bytes as they arrive (framing is the protocol's job), in order, on the main loop.
    var onReceive: (([UInt8]) -> Void)? { get set }
    /// Called exactly once, when the connection is gone for whatever reason.
    var onClose: ((CloseReason) -> Void)? { get set }
    /// The peer's address and port, for logs and error messages.
    var peer: String { get }
    var isOpen: Bool { get }
    /// Queues bytes; never blocks. A peer that stops reading closes the connection once the
    /// queue would pass its bound (`CloseReason.sendBufferOverflow`).
    func send(_ bytes: [UInt8])
    /// Closes now, or once everything queued has been written (a final error message) —
    /// bounded by a deadline so a peer that never reads cannot hold the socket.
    func close(afterFlushing: Bool)
}

/// Accepts connections; `TCPListener` is the real one.
public protocol ConnectionListening: AnyObject {
    var onAccept: ((ByteConnection) -> Void)? { get set }
    var port: UInt16 { get }
    func close()
}

/// Why a connection ended.
public enum CloseReason: Equatable, Sendable, CustomStringConvertible {
    /// This side called `close`.
    case local
    /// The peer closed its end.
    case peerClosed
    /// The peer did not read what we sent and the send queue reached its bound.
    case sendBufferOverflow
    /// A socket error, e.g. ETIMEDOUT when keep-alive probes found a half-open connection.
    case error(code: Int32, message: String)

    public var description: String {
        switch self {
        case .local: return tr("closed")
        case .peerClosed: return tr("the other side closed the connection")
        case .sendBufferOverflow: return tr("the other side stopped reading")
        case .error(_, let message): return message
        }
    }
}

/// A connection a listener counts until it closes.
protocol CountedConnection: ByteConnection {
    var onClosedInternally: (() -> Void)? { get set }
}
