import CGtk

/// GLib's GChecksum: content hashes as lower-case hex (cache keys).
public enum Checksum {
    /// g_compute_checksum_for_data with SHA-256.
    public static func sha256(_ data: [UInt8]) -> String {
        let digest = data.withUnsafeBufferPointer {
            g_compute_checksum_for_data(G_CHECKSUM_SHA256, $0.baseAddress, gsize($0.count))
        }
        defer { g_free(digest) }
        return digest.map { String(cString: $0) } ?? ""
    }
}
