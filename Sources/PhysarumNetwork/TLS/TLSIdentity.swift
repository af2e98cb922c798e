import CGLib
import Foundation
import PhysarumCore

/// This installation's long-term TLS identity: a key pair and self-signed certificate made on first
/// use (`SelfSignedCertificate`) and kept in one PEM file readable only by the user (0600, under
/// `<XDG data>/physarum/remote/`). Peers pin its SHA-256 fingerprint when they pair.
public final class TLSIdentity {
    /// GIO's certificate with its private key, for `g_tls_connection_set_certificate`.
    let certificate: UnsafeMutablePointer<GTlsCertificate>
    /// SHA-256 of the certificate's DER.
    public let fingerprint: [UInt8]

    private init(certificate: UnsafeMutablePointer<GTlsCertificate>) {
        self.certificate = certificate
        fingerprint = Self.fingerprint(of: certificate)
    }

    deinit { g_object_unref(certificate) }

    /// `<XDG data>/physarum/remote/identity.pem`.
    public static func defaultFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        PairingStore.directory(environment: environment).appendingPathComponent("identity.pem")
    }

    /// Reads `file`, or makes a new identity and writes it there (mode 0600, directory 0700).
    /// - Throws: a `NetworkError.tls` sentence when the file cannot be read, parsed or written. An
    ///   unreadable file is never overwritten: a new key would make every paired peer refuse this one.
    public static func loadOrCreate(at file: URL) throws -> TLSIdentity {
        let fm = FileManager.default
        if fm.fileExists(atPath: file.path) {
            guard let pem = try? String(contentsOf: file, encoding: .utf8) else {
                throw NetworkError.tls(tr("Cannot read the TLS identity {file}", ["file": file.path]))
            }
            return try parse(pem, source: file.path)
        }
        let pem = try SelfSignedCertificate.makePEM(commonName: "Physarum")
        try fm.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true,
            attributes: [.posixPermissions: 0o700])
        try AtomicFile.write(Data(pem.utf8), to: file, overwrite: false, permissions: 0o600)
        return try parse(pem, source: file.path)
    }

    /// A fresh identity kept only in memory (tests, benchmarks, a second "installation").
    public static func ephemeral() throws -> TLSIdentity {
        try parse(try SelfSignedCertificate.makePEM(commonName: "Physarum"), source: "memory")
    }

    private static func parse(_ pem: String, source: String) throws -> TLSIdentity {
        var error: UnsafeMutablePointer<GError>?
        guard let certificate = g_tls_certificate_new_from_pem(pem, -1, &error) else {
            let reason = error.map { String(cString: $0.pointee.message) } ?? "?"
            g_clear_error(&error)
            throw NetworkError.tls(
                tr("The TLS identity {file} is damaged: {reason}", ["file": source, "reason": reason]))
        }
        return TLSIdentity(certificate: certificate)
    }

    /// SHA-256 of `certificate`'s DER (its "certificate" property) through GChecksum.
    static func fingerprint(of certificate: UnsafeMutablePointer<GTlsCertificate>) -> [UInt8] {
        var value = GValue()
        g_value_init(&value, g_byte_array_get_type())
        defer { g_value_unset(&value) }
        g_object_get_property(
            UnsafeMutableRawPointer(certificate).assumingMemoryBound(to: GObject.self), "certificate", &value)
        guard let array = g_value_get_boxed(&value)?.assumingMemoryBound(to: GByteArray.self) else { return [] }
        let checksum = g_checksum_new(G_CHECKSUM_SHA256)
        defer { g_checksum_free(checksum) }
        g_checksum_update(checksum, array.pointee.data, gssize(array.pointee.len))
        var digest = [UInt8](repeating: 0, count: 32)
        var length = gsize(digest.count)
        g_checksum_get_digest(checksum, &digest, &length)
        return Array(digest.prefix(Int(length)))
    }
}
