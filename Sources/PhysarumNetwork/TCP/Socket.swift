import Glibc

/// Thin helpers over POSIX socket calls (the parts Glibc imports awkwardly).
enum Socket {
    /// Kernel-level half-open detection: keep-alive probes after 10 s of silence, every 5 s,
    /// 3 misses → ETIMEDOUT; data unacknowledged for 20 s also ends the connection. The
    /// protocol's own keep-alive messages sit above this.
    static let keepAliveIdleSeconds: Int32 = 10
    static let keepAliveIntervalSeconds: Int32 = 5
    static let keepAliveProbes: Int32 = 3
    static let userTimeoutMilliseconds: Int32 = 20_000

    static func setNonBlocking(_ fd: Int32) {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        _ = fcntl(fd, F_SETFD, fcntl(fd, F_GETFD) | FD_CLOEXEC)
    }

    /// Small frames go out at once (no Nagle delay) and dead peers are noticed.
    static func configureStream(_ fd: Int32) {
        set(fd, Int32(IPPROTO_TCP), TCP_NODELAY, 1)
        set(fd, SOL_SOCKET, SO_KEEPALIVE, 1)
        set(fd, Int32(IPPROTO_TCP), TCP_KEEPIDLE, keepAliveIdleSeconds)
        set(fd, Int32(IPPROTO_TCP), TCP_KEEPINTVL, keepAliveIntervalSeconds)
        set(fd, Int32(IPPROTO_TCP), TCP_KEEPCNT, keepAliveProbes)
        set(fd, Int32(IPPROTO_TCP), TCP_USER_TIMEOUT, userTimeoutMilliseconds)
    }

    static func set(_ fd: Int32, _ level: Int32, _ option: Int32, _ value: Int32) {
        var value = value
        _ = setsockopt(fd, level, option, &value, socklen_t(MemoryLayout<Int32>.size))
    }

    static func intOption(_ fd: Int32, _ level: Int32, _ option: Int32) -> Int32 {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        _ = getsockopt(fd, level, option, &value, &length)
        return value
    }

    /// "address:port" ("[v6]:port" for IPv6) of the peer or of our own end.
    static func describe(_ fd: Int32, peer: Bool) -> String {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let rc = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                peer ? getpeername(fd, $0, &length) : getsockname(fd, $0, &length)
            }
        }
        guard rc == 0 else { return "?" }
        return describe(&storage)
    }

    static func describe(_ storage: inout sockaddr_storage) -> String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { sin in
                    var address = sin.pointee.sin_addr
                    inet_ntop(AF_INET, &address, &text, socklen_t(text.count))
                    return "\(String(cString: text)):\(UInt16(bigEndian: sin.pointee.sin_port))"
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sin6 in
                    var address = sin6.pointee.sin6_addr
                    inet_ntop(AF_INET6, &address, &text, socklen_t(text.count))
                    let host = String(cString: text)
                    let port = UInt16(bigEndian: sin6.pointee.sin6_port)
                    // v4-mapped peers of a dual-stack listener read as plain IPv4.
                    if host.hasPrefix("::ffff:"), host.contains(".") { return "\(host.dropFirst(7)):\(port)" }
                    return "[\(host)]:\(port)"
                }
            }
        default:
            return "?"
        }
    }

    /// The local port a bound socket got.
    static func localPort(_ fd: Int32) -> UInt16 {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
        }
    }
}
