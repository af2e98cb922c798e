import Foundation

/// The constants of the remote-control protocol (docs/PROTOCOL.md is the specification).
public enum RemoteProtocol {
    /// The protocol version both sides send; a peer with another version is refused.
    public static let version = 2
    /// The DNS-SD service type hosts publish.
    public static let serviceType = "_physarum._tcp"
    /// The TCP port a host listens on unless `--port` says otherwise.
    public static let defaultPort: UInt16 = 47_420
    /// The largest frame payload accepted or sent, in bytes (256 KiB).
    public static let maxFrameLength = 256 * 1024
    /// Bytes of the pairing salt (the host picks one per attempt).
    public static let pakeSaltLength = 32
    /// Bytes of an SRP public value (A, B): the 3072-bit group's modulus size.
    public static let pakePublicKeyLength = 384
    /// Bytes of a key confirmation (HMAC-SHA256).
    public static let pakeConfirmationLength = 32
    /// Each side sends a keep-alive when it has sent nothing for this long (seconds).
    public static let keepAliveInterval = 2.0
    /// A peer that sends nothing for this long is gone (three missed keep-alives): the
    /// connection is closed, which is how half-open connections are detected.
    public static let idleTimeout = 6.0
    /// The host closes a connection that has not sent a valid hello this long after it opened. A
    /// remote needs milliseconds; it never holds a connection open while its user types the code
    /// (it connects again once the code is in), so a waiting socket is only ever a stranger's.
    public static let handshakeTimeout = 5.0
    /// After adopting a remote's state, the host reports that state at once and holds back the
    /// in-between states its window passes through while applying it, for at most this long.
    public static let adoptionHold = 1.0
    /// The remote gives up on a host that has not greeted it this long after the TCP connect.
    public static let greetingTimeout = 10.0
    /// The shortest time between two params messages from a remote: at most 20 per second.
    public static let editInterval = 0.05
    /// Ids (host, remote) are 1…`maxIDLength` characters of `A-Z a-z 0-9 - _ .`.
    public static let maxIDLength = 64
    /// Display names are 1…`maxNameLength` characters (Unicode scalars).
    public static let maxNameLength = 64

    /// Whether `id` is a well-formed host or remote id.
    public static func isValidID(_ id: String) -> Bool {
        let scalars = id.unicodeScalars
        guard !scalars.isEmpty, scalars.count <= maxIDLength else { return false }
        return scalars.allSatisfy { s in
            ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
                || s == "-" || s == "_" || s == "."
        }
    }

    /// Whether `name` is an acceptable display name: not blank, not too long, no control characters.
    public static func isValidName(_ name: String) -> Bool {
        let scalars = name.unicodeScalars
        guard scalars.count <= maxNameLength,
            !name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else { return false }
        return !scalars.contains { $0.properties.generalCategory == .control }
    }
}
