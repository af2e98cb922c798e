import Glibc
import PhysarumCore

/// A network operation that failed, with a message a person can read.
public enum NetworkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A system call failed (`operation` names it).
    case system(operation: String, code: Int32)
    /// The port is taken by another program.
    case addressInUse(port: UInt16)
    /// "host:port" text that is not an address.
    case invalidAddress(String)
    /// Connecting failed (refused, unreachable, name not found, timed out…).
    case connectFailed(String)
    case cancelled
    /// TLS or certificate trouble (the handshake failed, a record did not authenticate, the identity
    /// could not be made), in the library's words.
    case tls(String)

    public var description: String {
        switch self {
        case .system(let operation, let code):
            return tr(
                "{operation} failed: {reason}", ["operation": operation, "reason": String(cString: strerror(code))])
        case .addressInUse(let port): return tr("TCP port {port} is already in use", ["port": "\(port)"])
        case .invalidAddress(let text): return tr("“{address}” is not a host:port address", ["address": text])
        case .connectFailed(let reason): return reason
        case .cancelled: return tr("cancelled")
        case .tls(let reason): return reason
        }
    }
}
