/// Computes HMAC-SHA256. Core defines the need; the network layer answers it with GLib's GHmac
/// (no hand-written cryptography), and tests may inject a fake.
public protocol RemoteProofSigner: Sendable {
    /// HMAC-SHA256 of `message` under `key`: 32 bytes.
    func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8]
}

/// The pairing and proof rules of docs/PROTOCOL.md "Authentication". The secret (the 6-digit code
/// or a token) never crosses the network: only HMACs over fresh nonces do.
public enum RemoteAuth {
    /// Digits in a pairing code.
    public static let codeLength = 6
    /// Random bytes in a nonce, a pairing salt and (as HMAC output) a token or proof.
    public static let randomByteCount = 32

    /// The proof a remote sends in its hello:
    /// `hex(HMAC-SHA256(key: UTF-8(secret), message: UTF-8(nonce + ":" + remoteID)))`, where the
    /// secret is the pairing code (method `code`) or the token (method `token`).
    public static func proof(secret: String, nonce: String, remoteID: String, signer: some RemoteProofSigner) -> String
    {
        hex(signer.hmacSHA256(key: Array(secret.utf8), message: Array((nonce + ":" + remoteID).utf8)))
    }

    /// The token both sides derive after a pairing by code, without sending it:
    /// `hex(HMAC-SHA256(key: UTF-8(code), message: UTF-8("token:" + pairingSalt + ":" + remoteID)))`.
    public static func pairingToken(
        code: String, pairingSalt: String, remoteID: String,
        signer: some RemoteProofSigner
    ) -> String {
        hex(signer.hmacSHA256(key: Array(code.utf8), message: Array(("token:" + pairingSalt + ":" + remoteID).utf8)))
    }

    /// Whether two proofs are equal, in time that does not depend on where they differ (a
    /// timing attacker learns nothing about how much of a guess was right).
    public static func constantTimeEqual(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for i in x.indices { difference |= x[i] ^ y[i] }
        return difference == 0
    }

    /// `randomByteCount` random bytes as lowercase hex (nonces, pairing salts). The system
    /// generator reads the kernel's getrandom.
    public static func randomHex(using generator: inout some RandomNumberGenerator) -> String {
        hex((0..<randomByteCount).map { _ in UInt8.random(in: 0...255, using: &generator) })
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

    /// Whether `text` is a 32-byte value as the protocol writes it: 64 lowercase hex digits.
    public static func isHexDigest(_ text: String) -> Bool {
        text.utf8.count == randomByteCount * 2
            && text.utf8.allSatisfy { (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }
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
}
