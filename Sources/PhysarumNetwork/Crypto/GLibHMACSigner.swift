import CGLib
import PhysarumCore

/// HMAC-SHA256 through GLib's GHmac: the pairing's key confirmations of the remote protocol
/// (no hand-written crypto).
public struct GLibHMACSigner: RemoteProofSigner {
    public init() {}

    public func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        let hmac = key.withUnsafeBufferPointer { g_hmac_new(G_CHECKSUM_SHA256, $0.baseAddress, gsize($0.count)) }
        defer { g_hmac_unref(hmac) }
        message.withUnsafeBufferPointer { g_hmac_update(hmac, $0.baseAddress, gssize($0.count)) }
        var digest = [UInt8](repeating: 0, count: Int(g_checksum_type_get_length(G_CHECKSUM_SHA256)))
        var length = gsize(digest.count)
        digest.withUnsafeMutableBufferPointer { g_hmac_get_digest(hmac, $0.baseAddress, &length) }
        return Array(digest.prefix(Int(length)))
    }
}
