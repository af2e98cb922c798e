import Foundation

/// Where a host listens: a name or address and a TCP port. What manual entry ("host:port") and
/// discovery both produce.
public struct RemoteEndpoint: Hashable, Sendable, CustomStringConvertible {
    /// A DNS name, an IPv4 address or an IPv6 address (without brackets).
    public var host: String
    public var port: UInt16

    public init(host: String, port: UInt16) {
        self.host = host
        self.port = port
    }

    /// `host:port`, with IPv6 addresses in brackets.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    /// Why manual entry was refused (a sentence for the entry's hint).
    public enum ParseError: Error, Equatable, Sendable {
        case empty
        case badHost(String)
        case badPort(String)

        public var message: String {
            switch self {
            case .empty: tr("Enter a host, for example 192.168.1.20:{port}", ["port": "\(RemoteProtocol.defaultPort)"])
            case .badHost(let host): tr("\"{host}\" is not a host name or address", ["host": host])
            case .badPort(let port): tr("\"{port}\" is not a port (1–65535)", ["port": port])
            }
        }
    }

    /// Parses manual entry: `host`, `host:port`, `[v6]:port` or a bare IPv6 address; the port
    /// defaults to `RemoteProtocol.defaultPort`. Surrounding white space is ignored.
    public static func parse(_ text: String) throws(ParseError) -> RemoteEndpoint {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .empty }
        var host = trimmed
        var portText: String?
        if trimmed.hasPrefix("[") {
            guard let close = trimmed.firstIndex(of: "]") else { throw .badHost(trimmed) }
            host = String(trimmed[trimmed.index(after: trimmed.startIndex)..<close])
            let rest = trimmed[trimmed.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { throw .badHost(trimmed) }
                portText = String(rest.dropFirst())
            }
        } else if trimmed.filter({ $0 == ":" }).count == 1, let colon = trimmed.firstIndex(of: ":") {
            host = String(trimmed[..<colon])
            portText = String(trimmed[trimmed.index(after: colon)...])
        }
        guard isValidHost(host) else { throw .badHost(host) }
        guard let portText else { return RemoteEndpoint(host: host, port: RemoteProtocol.defaultPort) }
        guard portText.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let port = UInt16(portText), port > 0 else {
            throw .badPort(portText)
        }
        return RemoteEndpoint(host: host, port: port)
    }

    /// Letters, digits, `.`, `-`, `_` (names and IPv4) or hex digits, `:` and `.` (IPv6); 1…253.
    static func isValidHost(_ host: String) -> Bool {
        guard !host.isEmpty, host.utf8.count <= 253 else { return false }
        return host.unicodeScalars.allSatisfy { s in
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
                || s == "." || s == "-" || s == "_" || s == ":" || s == "%"
        }
    }
}
