import CGLib
import Glibc
import PhysarumCore

/// Opens outgoing TCP connections without blocking the main loop: GIO's GSocketClient resolves
/// names asynchronously ("tv.local:4400", "[fe80::1%eth0]:4400", "10.0.0.5") and applies the
/// timeout; the connected socket then becomes a `TCPConnection`.
public final class TCPConnector {
    private final class Attempt {
        /// The connected socket's own descriptor, or why there is none.
        let completion: (Result<Int32, NetworkError>) -> Void
        init(completion: @escaping (Result<Int32, NetworkError>) -> Void) { self.completion = completion }
    }

    private let cancellable: UnsafeMutablePointer<GCancellable>

    /// Connects to `hostAndPort` ("host", "host:port", "[v6]:port"; `defaultPort` when it names
    /// none). `completion` runs once on the main loop — also after `cancel()`, with `.cancelled`.
    public convenience init(
        hostAndPort: String, defaultPort: UInt16, timeoutSeconds: UInt32 = 5,
        sendLimit: Int = TCPConnection.defaultSendLimit,
        completion: @escaping (Result<TCPConnection, NetworkError>) -> Void
    ) {
        self.init(
            hostAndPort: hostAndPort, defaultPort: defaultPort, timeoutSeconds: timeoutSeconds,
            descriptor: { completion($0.map { TCPConnection(fd: $0, sendLimit: sendLimit) }) })
    }

    /// Connects, then runs the remote's side of the protocol: the preface, TLS with `identity`.
    public convenience init(
        hostAndPort: String, defaultPort: UInt16, identity: TLSIdentity, timeoutSeconds: UInt32 = 5,
        completion: @escaping (Result<TLSConnection, NetworkError>) -> Void
    ) {
        self.init(
            hostAndPort: hostAndPort, defaultPort: defaultPort, timeoutSeconds: timeoutSeconds,
            descriptor: { completion($0.map { TLSConnection(fd: $0, role: .remote, identity: identity) }) })
    }

    private init(
        hostAndPort: String, defaultPort: UInt16, timeoutSeconds: UInt32,
        descriptor: @escaping (Result<Int32, NetworkError>) -> Void
    ) {
        cancellable = g_cancellable_new()
        let client = g_socket_client_new()!
        defer { g_object_unref(client) }
        g_socket_client_set_timeout(client, timeoutSeconds)
        let attempt = Unmanaged.passRetained(Attempt(completion: descriptor)).toOpaque()
        g_socket_client_connect_to_host_async(
            client, hostAndPort, defaultPort, cancellable,
            { source, result, data in
                let attempt = Unmanaged<Attempt>.fromOpaque(data!).takeRetainedValue()
                var error: UnsafeMutablePointer<GError>?
                let client = UnsafeMutableRawPointer(source!).assumingMemoryBound(to: GSocketClient.self)
                guard let connection = g_socket_client_connect_to_host_finish(client, result, &error) else {
                    attempt.completion(.failure(TCPConnector.failure(error)))
                    g_clear_error(&error)
                    return
                }
                // Our own descriptor for the socket; releasing GIO's object closes its copy.
                let socket = g_socket_connection_get_socket(connection)
                let fd = dup(g_socket_get_fd(socket))
                g_object_unref(connection)
                guard fd >= 0 else {
                    attempt.completion(.failure(.system(operation: "dup", code: errno)))
                    return
                }
                attempt.completion(.success(fd))
            }, attempt)
    }

    deinit { g_object_unref(cancellable) }

    public func cancel() { g_cancellable_cancel(cancellable) }

    /// Whether `text` parses as "host[:port]" (GIO's own parser, the one `init` uses) with a
    /// non-empty host without spaces and a port other than 0.
    public static func validate(hostAndPort text: String, defaultPort: UInt16) -> Result<Void, NetworkError> {
        var error: UnsafeMutablePointer<GError>?
        guard let connectable = g_network_address_parse(text, defaultPort, &error) else {
            g_clear_error(&error)
            return .failure(.invalidAddress(text))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(connectable)) }
        let address = UnsafeMutableRawPointer(connectable).assumingMemoryBound(to: GNetworkAddress.self)
        let host = g_network_address_get_hostname(address).map { String(cString: $0) } ?? ""
        guard !host.isEmpty, !host.contains(where: \.isWhitespace), g_network_address_get_port(address) != 0 else {
            return .failure(.invalidAddress(text))
        }
        return .success(())
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> NetworkError {
        guard let error else { return .connectFailed(tr("connection failed")) }
        if g_error_matches(error, g_io_error_quark(), Int32(G_IO_ERROR_CANCELLED.rawValue)) != 0 { return .cancelled }
        return .connectFailed(String(cString: error.pointee.message))
    }
}
