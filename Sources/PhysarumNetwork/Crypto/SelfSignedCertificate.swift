import CGnuTLS
import Foundation

/// A new ECDSA P-256 key pair and its self-signed X.509 certificate, made by GnuTLS, as one PEM
/// text (certificate, then private key) — what GIO's `g_tls_certificate_new_from_pem` reads. Its
/// subject names nothing secret; what identifies an installation is the certificate's SHA-256.
enum SelfSignedCertificate {
    /// - Throws: `NetworkError.tls` with GnuTLS's words when a step fails.
    static func makePEM(commonName: String) throws -> String {
        var key: gnutls_x509_privkey_t?
        var certificate: gnutls_x509_crt_t?
        defer {
            if let key { gnutls_x509_privkey_deinit(key) }
            if let certificate { gnutls_x509_crt_deinit(certificate) }
        }
        try check(gnutls_x509_privkey_init(&key), "key")
        // GNUTLS_CURVE_TO_BITS(GNUTLS_ECC_CURVE_SECP256R1): a macro Swift cannot import.
        let curveBits = UInt32(0x8000_0000) | UInt32(GNUTLS_ECC_CURVE_SECP256R1.rawValue)
        try check(gnutls_x509_privkey_generate(key, GNUTLS_PK_ECDSA, curveBits, 0), "key generation")
        try check(gnutls_x509_crt_init(&certificate), "certificate")
        try check(gnutls_x509_crt_set_version(certificate, 3), "version")
        var serial = [UInt8](repeating: 0, count: 16)
        try check(gnutls_rnd(GNUTLS_RND_NONCE, &serial, serial.count), "serial")
        serial[0] &= 0x7F  // a positive serial number
        try check(gnutls_x509_crt_set_serial(certificate, serial, serial.count), "serial")
        let now = time(nil)
        try check(gnutls_x509_crt_set_activation_time(certificate, now - 86_400), "activation time")
        // "No well-defined expiration date" (RFC 5280 §4.1.2.5): the pin, not a date, is what counts.
        try check(gnutls_x509_crt_set_expiration_time(certificate, time_t(-1)), "expiration time")
        let name = Array(commonName.utf8)
        try check(
            gnutls_x509_crt_set_dn_by_oid(certificate, GNUTLS_OID_X520_COMMON_NAME, 0, name, UInt32(name.count)),
            "subject")
        try check(
            gnutls_x509_crt_set_issuer_dn_by_oid(certificate, GNUTLS_OID_X520_COMMON_NAME, 0, name, UInt32(name.count)),
            "issuer")
        try check(gnutls_x509_crt_set_key(certificate, key), "public key")
        try check(gnutls_x509_crt_sign2(certificate, certificate, key, GNUTLS_DIG_SHA256, 0), "signature")
        let certificatePEM = try export { gnutls_x509_crt_export2(certificate, GNUTLS_X509_FMT_PEM, &$0) }
        let keyPEM = try export { gnutls_x509_privkey_export2(key, GNUTLS_X509_FMT_PEM, &$0) }
        return certificatePEM + keyPEM
    }

    private static func export(_ body: (inout gnutls_datum_t) -> Int32) throws -> String {
        var datum = gnutls_datum_t()
        try check(body(&datum), "export")
        defer { gnutls_free(datum.data) }
        return String(decoding: UnsafeBufferPointer(start: datum.data, count: Int(datum.size)), as: UTF8.self)
    }

    private static func check(_ result: Int32, _ step: String) throws {
        guard result >= 0 else {
            throw NetworkError.tls("GnuTLS (\(step)): \(String(cString: gnutls_strerror(result)))")
        }
    }
}
