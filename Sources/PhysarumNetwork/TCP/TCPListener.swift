import GLibKit
import Glibc
import PhysarumCore

/// A listening TCP socket on the GLib main loop. Binds all interfaces dual-stack (IPv6 with
/// v4-mapped addresses; plain IPv4 where the kernel has no IPv6) or one numeric address.
/// Connections past `maxConnections` are accepted, sent `refusal` (on a TLS listener: a clear-text
/// `tooManyConnections` error in place of the preface) and closed at once, so a flood of idle
/// connections costs a bounded number of descriptors. The host session's budget
/// (`RemoteConnectionBudget`, which evicts with an error) keeps the count far below that bound:
/// it is the last guard of the descriptor table, never the way connections are refused.
public final class TCPListener: ConnectionListening {
    public var onAccept: ((ByteConnection) -> Void)?
    public let port: UInt16
    public let maxConnections: Int
    public private(set) var openConnections = 0

    private let fd: Int32
    private let makeConnection: (Int32) -> any CountedConnection
    /// What a connection past the limit is told, in clear text, before it is closed (nil: nothing).
    private let refusal: RemoteErrorMessage?
    private var acceptSource: MainLoopSource?
    private var pauseTimer: MainLoopTimer?
    /// At most this many accepts per dispatch; a backlog still full after them (a connection
    /// flood) pauses accepting for `TCPConnection.burstPause` so the rest of the loop runs.
    private static let acceptsPerDispatch = 16
    /// Connections the kernel holds for `accept` (it caps this at net.core.somaxconn, 4096 on
    /// current kernels). With a short queue a burst of connections fills it and the kernel drops
    /// later SYNs, a real remote's among them, which it then resends only after 1 s, 3 s, …
    static let listenBacklog: Int32 = 1024

    /// `address` nil: every interface. `port` 0: any free port (read it from `port`).
    public convenience init(
        address: String? = nil, port: UInt16, maxConnections: Int = 256,
        sendLimit: Int = TCPConnection.defaultSendLimit
    ) throws {
        try self.init(address: address, port: port, maxConnections: maxConnections) {
            TCPConnection(fd: $0, sendLimit: sendLimit)
        }
    }

    /// Accepted sockets become TLS connections with `identity` (the host's side of the protocol).
    public convenience init(address: String? = nil, port: UInt16, identity: TLSIdentity, maxConnections: Int = 256)
        throws
    {
        try self.init(
            address: address, port: port, maxConnections: maxConnections,
            refusal: RemoteErrorMessage(.tooManyConnections)
        ) {
            TLSConnection(fd: $0, role: .host, identity: identity)
        }
    }

    init(
        address: String?, port: UInt16, maxConnections: Int, refusal: RemoteErrorMessage? = nil,
        makeConnection: @escaping (Int32) -> any CountedConnection
    ) throws {
        self.maxConnections = maxConnections
        self.refusal = refusal
        self.makeConnection = makeConnection
        fd = try Self.bind(address: address, port: port)
        self.port = Socket.localPort(fd)
        watchAcceptable()
    }

    private func watchAcceptable() {
        acceptSource = MainLoopSource.watch(fd: fd, condition: .input, priority: MainLoopSource.ioPriority) {
            [weak self] _ in
            guard let self else { return false }
            guard self.acceptPending() else { return true }
            self.acceptSource = nil
            self.pauseTimer = MainLoopTimer(after: TCPConnection.burstPause) { [weak self] in
                guard let self, self.pauseTimer != nil else { return }
                self.pauseTimer = nil
                self.watchAcceptable()
            }
            return false
        }
    }

    deinit { close() }

    public func close() {
        guard !closed else { return }
        closed = true
        acceptSource?.cancel()
        acceptSource = nil
        pauseTimer?.cancel()
        pauseTimer = nil
        Glibc.close(fd)
    }

    private var closed = false

    /// Accepts what is waiting; true when the per-dispatch budget ran out first.
    private func acceptPending() -> Bool {
        for _ in 0..<Self.acceptsPerDispatch {
            let client = accept(fd, nil, nil)  // accept4 is not visible through the Glibc module
            guard client >= 0 else { return false }
            guard openConnections < maxConnections else {
                if let refusal { Socket.sendClearText(client, error: refusal) }
                Glibc.close(client)
                continue
            }
            let connection = makeConnection(client)
            openConnections += 1
            connection.onClosedInternally = { [weak self] in self?.openConnections -= 1 }
            onAccept?(connection)
            if closed { return false }
        }
        return true
    }

    private static func bind(address: String?, port: UInt16) throws -> Int32 {
        if let address {
            var v4 = in_addr()
            if inet_pton(AF_INET, address, &v4) == 1 { return try bindIPv4(v4, port: port) }
            var v6 = in6_addr()
            if inet_pton(AF_INET6, address, &v6) == 1 { return try bindIPv6(v6, port: port, v6Only: true) }
            throw NetworkError.invalidAddress(address)
        }
        do {
            return try bindIPv6(in6addr_any, port: port, v6Only: false)
        } catch NetworkError.system(_, let code) where code == EAFNOSUPPORT || code == EADDRNOTAVAIL {
            return try bindIPv4(in_addr(s_addr: INADDR_ANY), port: port)
        }
    }

    private static func bindIPv4(_ address: in_addr, port: UInt16) throws -> Int32 {
        var sin = sockaddr_in()
        sin.sin_family = sa_family_t(AF_INET)
        sin.sin_port = port.bigEndian
        sin.sin_addr = address
        return try bindAndListen(family: AF_INET, port: port, v6Only: nil, address: sin)
    }

    private static func bindIPv6(_ address: in6_addr, port: UInt16, v6Only: Bool) throws -> Int32 {
        var sin6 = sockaddr_in6()
        sin6.sin6_family = sa_family_t(AF_INET6)
        sin6.sin6_port = port.bigEndian
        sin6.sin6_addr = address
        return try bindAndListen(family: AF_INET6, port: port, v6Only: v6Only, address: sin6)
    }

    /// A listening socket bound to `address` (a sockaddr_in or sockaddr_in6).
    private static func bindAndListen<Address>(
        family: Int32, port: UInt16, v6Only: Bool?, address: Address
    ) throws -> Int32 {
        let fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw NetworkError.system(operation: "socket", code: errno) }
        Socket.setNonBlocking(fd)
        Socket.set(fd, SOL_SOCKET, SO_REUSEADDR, 1)
        if let v6Only { Socket.set(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, v6Only ? 1 : 0) }
        var address = address
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(fd, $0, socklen_t(MemoryLayout<Address>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            Glibc.close(fd)
            if code == EADDRINUSE { throw NetworkError.addressInUse(port: port) }
            throw NetworkError.system(operation: "bind", code: code)
        }
        guard listen(fd, listenBacklog) == 0 else {
            let code = errno
            Glibc.close(fd)
            throw NetworkError.system(operation: "listen", code: code)
        }
        return fd
    }
}
