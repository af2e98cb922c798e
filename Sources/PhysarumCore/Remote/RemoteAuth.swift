/// Computes HMAC-SHA256. Core defines the need; the network layer answers it with GLib's GHmac
/// (no hand-written cryptography), and tests may inject a fake.
public protocol RemoteProofSigner: Sendable {
    /// HMAC-SHA256 of `message` under `key`: 32 bytes.
    func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8]
}

/// The pairing code, the key confirmations and the hex and comparison rules of docs/PROTOCOL.md
/// "Pairing". The code never crosses the network: only the PAKE's public values and HMACs do.
public enum RemoteAuth {
    /// Digits in a pairing code.
    public static let codeLength = 6
    /// Bytes of a certificate fingerprint (SHA-256).
    public static let fingerprintByteCount = 32

    /// Which side a key confirmation comes from (its label keeps one side's MAC from being
    /// reflected back as the other's).
    public enum Role: String, Sendable {
        case remote, host
    }

    /// A side's key confirmation: `HMAC-SHA256(key: K, message: label ‖ transcript)` where the label
    /// is "physarum pairing v2 <role>" and the transcript is each of these, in order, as a 4-byte
    /// big-endian length and its bytes: host id, remote id (UTF-8), the host's certificate
    /// fingerprint, the remote's, the TLS channel binding, salt, B, A — each side as *it* sees them,
    /// so that a relay that terminates TLS on both sides (two channel bindings, other certificates)
    /// makes the two sides' confirmations disagree.
    public static func confirmation(
        role: Role, key: [UInt8], transcript: RemotePairingTranscript, signer: some RemoteProofSigner
    ) -> [UInt8] {
        signer.hmacSHA256(key: key, message: Array("physarum pairing v2 \(role.rawValue)".utf8) + transcript.encoded)
    }

    /// Whether two byte strings are equal, in time that does not depend on where they differ (a
    /// timing attacker learns nothing about how much of a guess was right).
    public static func constantTimeEqual(_ x: [UInt8], _ y: [UInt8]) -> Bool {
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }

    /// `count` random bytes. The system generator reads the kernel's getrandom.
    public static func randomBytes(_ count: Int, using generator: inout some RandomNumberGenerator) -> [UInt8] {
        (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    /// A uniformly random 6-digit pairing code (leading zeros kept: "004217").
    public static func randomPairingCode(using generator: inout some RandomNumberGenerator) -> String {
        let value = Int.random(in: 0..<1_000_000, using: &generator)
        let digits = String(value)
        return String(repeating: "0", count: codeLength - digits.count) + digits
    }

    /// Whether `code` is exactly six ASCII digits.
    public static func isValidPairingCode(_ code: String) -> Bool {
        code.utf8.count == codeLength && code.utf8.allSatisfy { (0x30...0x39).contains($0) }
    }

    /// Whether `text` is a certificate fingerprint as the stores write it: 64 lowercase hex digits.
    public static func isHexDigest(_ text: String) -> Bool {
        text.utf8.count == fingerprintByteCount * 2 && bytes(hex: text) != nil
    }

    /// Lowercase hex of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for b in bytes {
            out.append(digits[Int(b >> 4)])
            out.append(digits[Int(b & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of lowercase hex `text`, or nil when it is not lowercase hex of whole bytes.
    public static func bytes(hex text: String) -> [UInt8]? {
        let utf8 = Array(text.utf8)
        guard utf8.count % 2 == 0 else { return nil }
        func nibble(_ c: UInt8) -> UInt8? {
            switch c {
            case 0x30...0x39: c - 0x30
            case 0x61...0x66: c - 0x61 + 10
            default: nil
            }
        }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count / 2)
        var i = 0
        while i < utf8.count {
            guard let high = nibble(utf8[i]), let low = nibble(utf8[i + 1]) else { return nil }
            out.append(high << 4 | low)
            i += 2
        }
        return out
    }
}

/// What both key confirmations of a pairing cover (see `RemoteAuth.confirmation`).
public struct RemotePairingTranscript: Equatable, Sendable {
    public var hostID: String
    public var remoteID: String
    /// SHA-256 of the host's certificate and of the remote's, as this side's TLS session shows them.
    public var hostCertificate: [UInt8]
    public var remoteCertificate: [UInt8]
    /// This side's TLS channel binding (tls-exporter).
    public var channelBinding: [UInt8]
    public var salt: [UInt8]
    public var hostKey: [UInt8]
    public var remoteKey: [UInt8]

    public init(
        hostID: String, remoteID: String, hostCertificate: [UInt8], remoteCertificate: [UInt8],
        channelBinding: [UInt8], salt: [UInt8], hostKey: [UInt8], remoteKey: [UInt8]
    ) {
        self.hostID = hostID
        self.remoteID = remoteID
        self.hostCertificate = hostCertificate
        self.remoteCertificate = remoteCertificate
        self.channelBinding = channelBinding
        self.salt = salt
        self.hostKey = hostKey
        self.remoteKey = remoteKey
    }

    /// Each field as a 4-byte big-endian length and its bytes, in the order of the properties.
    public var encoded: [UInt8] {
        let fields = [
            Array(hostID.utf8), Array(remoteID.utf8), hostCertificate, remoteCertificate, channelBinding, salt, hostKey,
            remoteKey,
        ]
        return fields.flatMap { field -> [UInt8] in
            let n = UInt32(field.count)
            return [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)] + field
        }
    }
}
