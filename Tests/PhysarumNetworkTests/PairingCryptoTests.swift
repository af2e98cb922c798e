import CSRP
import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumNetwork

/// The real SRP exchange (Botan) and the TLS identity (GnuTLS, GIO) behind Core's protocols.
final class PairingCryptoTests: XCTestCase {
    private let exchange = BotanPairingExchange()
    private let salt = [UInt8](repeating: 0x44, count: 32)

    func testTheSameCodeGivesBothSidesTheSameKeyAndAnotherCodeDoesNot() throws {
        let host = try XCTUnwrap(exchange.hostBegin(code: "042917", remoteID: "laptop-7", salt: salt))
        XCTAssertEqual(host.hostKey.count, RemoteProtocol.pakePublicKeyLength)
        let right = try XCTUnwrap(
            exchange.remoteAgree(code: "042917", remoteID: "laptop-7", salt: salt, hostKey: host.hostKey))
        XCTAssertEqual(right.remoteKey.count, RemoteProtocol.pakePublicKeyLength)
        XCTAssertEqual(right.sharedKey.count, 32)
        XCTAssertEqual(host.sharedKey(remoteKey: right.remoteKey), right.sharedKey)

        let other = try XCTUnwrap(exchange.hostBegin(code: "042917", remoteID: "laptop-7", salt: salt))
        let wrong = try XCTUnwrap(
            exchange.remoteAgree(code: "042918", remoteID: "laptop-7", salt: salt, hostKey: other.hostKey))
        XCTAssertNotEqual(other.sharedKey(remoteKey: wrong.remoteKey), wrong.sharedKey, "one digit off: another key")
        let third = try XCTUnwrap(exchange.hostBegin(code: "042917", remoteID: "laptop-7", salt: salt))
        let otherID = try XCTUnwrap(
            exchange.remoteAgree(code: "042917", remoteID: "laptop-8", salt: salt, hostKey: third.hostKey))
        XCTAssertNotEqual(third.sharedKey(remoteKey: otherID.remoteKey), otherID.sharedKey, "the identity counts")
    }

    /// Fresh randomness each run: two exchanges with the same code share no public value or key.
    /// docs/PROTOCOL.md's N and its worked example's verifier are what Botan computes.
    func testTheDocumentsGroupAndVerifierAreBotans() throws {
        let text = try String(contentsOf: RepositoryRoot.appending("docs/PROTOCOL.md"), encoding: .utf8)
        func block(_ name: String) throws -> String {
            let start = try XCTUnwrap(text.range(of: "```text\n\(name) = \n"), "no \(name) block").upperBound
            let end = try XCTUnwrap(text.range(of: "\n```", range: start..<text.endIndex)).lowerBound
            return text[start..<end].filter { !$0.isWhitespace }.lowercased()
        }
        let length = physarum_srp_public_length()
        var prime = [UInt8](repeating: 0, count: length)
        physarum_srp_group_prime(&prime)
        XCTAssertEqual(try block("N"), RemoteAuth.hex(prime), "N")
        var verifier = [UInt8](repeating: 0, count: length)
        XCTAssertEqual(physarum_srp_verifier("laptop-7", "123456", salt, salt.count, &verifier), 0)
        XCTAssertEqual(try block("PAD(v)"), RemoteAuth.hex(verifier), "v for laptop-7, 123456, salt 32 × 44")
    }

    func testEachExchangeIsFresh() throws {
        let a = try XCTUnwrap(exchange.hostBegin(code: "123456", remoteID: "r", salt: salt))
        let b = try XCTUnwrap(exchange.hostBegin(code: "123456", remoteID: "r", salt: salt))
        XCTAssertNotEqual(a.hostKey, b.hostKey)
        let x = try XCTUnwrap(exchange.remoteAgree(code: "123456", remoteID: "r", salt: salt, hostKey: a.hostKey))
        let y = try XCTUnwrap(exchange.remoteAgree(code: "123456", remoteID: "r", salt: salt, hostKey: a.hostKey))
        XCTAssertNotEqual(x.remoteKey, y.remoteKey)
        XCTAssertNotEqual(x.sharedKey, y.sharedKey)
    }

    /// Public values that are zero modulo N or of the wrong size are refused, each side.
    func testInvalidPublicValuesAreRefused() throws {
        let zero = [UInt8](repeating: 0, count: RemoteProtocol.pakePublicKeyLength)
        XCTAssertNil(exchange.remoteAgree(code: "123456", remoteID: "r", salt: salt, hostKey: zero))
        XCTAssertNil(exchange.remoteAgree(code: "123456", remoteID: "r", salt: salt, hostKey: [1, 2, 3]))
        let host = try XCTUnwrap(exchange.hostBegin(code: "123456", remoteID: "r", salt: salt))
        XCTAssertNil(host.sharedKey(remoteKey: zero))
        XCTAssertNil(host.sharedKey(remoteKey: [5]))
    }

    func testTheIdentityIsMadeOnceKeptPrivateAndReadBack() throws {
        let directory = try TemporaryDirectory("identity")
        defer { directory.remove() }
        let file = directory.appending("remote/identity.pem")
        let made = try TLSIdentity.loadOrCreate(at: file)
        XCTAssertEqual(made.fingerprint.count, 32)
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual(folder[.posixPermissions] as? Int, 0o700)
        XCTAssertEqual(try TLSIdentity.loadOrCreate(at: file).fingerprint, made.fingerprint, "the same key next time")
        XCTAssertNotEqual(try TLSIdentity.ephemeral().fingerprint, made.fingerprint)
    }

    /// A damaged identity is reported and left alone: a new key would make every peer refuse this one.
    func testADamagedIdentityIsReportedAndNotReplaced() throws {
        let directory = try TemporaryDirectory("identity")
        defer { directory.remove() }
        let file = directory.appending("identity.pem")
        try Data("-----BEGIN CERTIFICATE-----\nnot base64\n".utf8).write(to: file)
        XCTAssertThrowsError(try TLSIdentity.loadOrCreate(at: file)) { error in
            XCTAssertTrue("\(error)".contains("damaged"), "\(error)")
        }
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "-----BEGIN CERTIFICATE-----\nnot base64\n")
    }
}
