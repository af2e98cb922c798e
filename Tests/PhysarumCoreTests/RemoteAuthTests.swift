import Foundation
import XCTest

@testable import PhysarumCore

/// Records what it was asked to sign.
final class RecordingSigner: RemoteProofSigner, @unchecked Sendable {
    var calls: [(key: [UInt8], message: [UInt8])] = []
    func hmacSHA256(key: [UInt8], message: [UInt8]) -> [UInt8] {
        calls.append((key, message))
        return FakeSigner().hmacSHA256(key: key, message: message)
    }
}

final class RemoteAuthTests: XCTestCase {
    func testProofIsTheHMACOfNonceAndRemoteIdUnderTheSecret() {
        let signer = RecordingSigner()
        let proof = RemoteAuth.proof(secret: "123456", nonce: sampleNonce, remoteID: "remote-1", signer: signer)
        XCTAssertEqual(signer.calls.count, 1)
        XCTAssertEqual(signer.calls[0].key, Array("123456".utf8))
        XCTAssertEqual(signer.calls[0].message, Array((sampleNonce + ":remote-1").utf8))
        XCTAssertEqual(
            proof, RemoteAuth.hex(FakeSigner().hmacSHA256(key: signer.calls[0].key, message: signer.calls[0].message)))
        XCTAssertTrue(RemoteAuth.isHexDigest(proof))
    }

    func testTokenIsDerivedFromCodeSaltAndRemoteId() {
        let signer = RecordingSigner()
        _ = RemoteAuth.pairingToken(code: "123456", pairingSalt: sampleNonce, remoteID: "remote-1", signer: signer)
        XCTAssertEqual(signer.calls[0].key, Array("123456".utf8))
        XCTAssertEqual(signer.calls[0].message, Array(("token:" + sampleNonce + ":remote-1").utf8))
    }

    /// The vectors in docs/PROTOCOL.md, checked with a real HMAC-SHA256 (openssl).
    func testDocumentedVectorsHoldWithRealHMAC() throws {
        let signer = OpenSSLSigner()
        let nonce = "5f2c1d8e9a7b3c4d6e0f1a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f"
        let proof = RemoteAuth.proof(secret: "042917", nonce: nonce, remoteID: "laptop-7", signer: signer)
        XCTAssertEqual(proof.count, 64, "openssl did not answer")
        let salt = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
        let token = RemoteAuth.pairingToken(code: "042917", pairingSalt: salt, remoteID: "laptop-7", signer: signer)
        let tokenProof = RemoteAuth.proof(secret: token, nonce: nonce, remoteID: "laptop-7", signer: signer)
        let doc = try String(contentsOf: protocolDocumentURL(), encoding: .utf8)
        for value in [proof, token, tokenProof] {
            XCTAssertTrue(doc.contains(value), "docs/PROTOCOL.md lacks the vector \(value)")
        }
        // The RFC 4231 case 2 vector proves the openssl signer itself.
        XCTAssertEqual(
            RemoteAuth.hex(
                signer.hmacSHA256(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    func testConstantTimeEqualityIsEquality() {
        XCTAssertTrue(RemoteAuth.constantTimeEqual(sampleNonce, sampleNonce))
        var last = Array(sampleNonce.utf8)
        last[63] ^= 1
        XCTAssertFalse(RemoteAuth.constantTimeEqual(sampleNonce, String(decoding: last, as: UTF8.self)))
        var first = Array(sampleNonce.utf8)
        first[0] ^= 1
        XCTAssertFalse(RemoteAuth.constantTimeEqual(sampleNonce, String(decoding: first, as: UTF8.self)))
        XCTAssertFalse(RemoteAuth.constantTimeEqual(sampleNonce, String(sampleNonce.dropLast())))
        XCTAssertFalse(RemoteAuth.constantTimeEqual("", "a"))
    }

    func testRandomValuesHaveTheirShapeAndDiffer() {
        var system = SystemRandomNumberGenerator()
        let nonces = (0..<100).map { _ in RemoteAuth.randomHex(using: &system) }
        XCTAssertEqual(Set(nonces).count, 100)
        XCTAssertTrue(nonces.allSatisfy(RemoteAuth.isHexDigest))
        var seeded = SplitMix64(seed: 1)
        let codes = (0..<2000).map { _ in RemoteAuth.randomPairingCode(using: &seeded) }
        XCTAssertTrue(codes.allSatisfy(RemoteAuth.isValidPairingCode))
        XCTAssertTrue(codes.contains { $0.hasPrefix("0") }, "leading zeros are kept")
        XCTAssertGreaterThan(Set(codes).count, 1990)
        // Every digit position takes every digit.
        for position in 0..<6 {
            let digits = Set(codes.map { Array($0)[position] })
            XCTAssertEqual(digits.count, 10, "position \(position)")
        }
    }

    func testPairingCodeIsExactlySixDigits() {
        XCTAssertTrue(RemoteAuth.isValidPairingCode("000000"))
        XCTAssertTrue(RemoteAuth.isValidPairingCode("999999"))
        for bad in ["12345", "1234567", "12345a", " 12345", "１２３４５６", ""] {
            XCTAssertFalse(RemoteAuth.isValidPairingCode(bad), bad)
        }
    }
}

/// docs/PROTOCOL.md in this checkout.
func protocolDocumentURL() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/PROTOCOL.md")
}
