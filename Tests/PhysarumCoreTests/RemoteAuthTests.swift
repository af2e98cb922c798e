import Foundation
import PhysarumTestSupport
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

/// The worked example of docs/PROTOCOL.md "Key confirmation".
let documentedTranscript = RemotePairingTranscript(
    hostID: "3f0c2a9e-5b1d-4c61-9a8e-0d2f6b7c8e91", remoteID: "laptop-7",
    hostCertificate: [UInt8](repeating: 0x11, count: 32), remoteCertificate: [UInt8](repeating: 0x22, count: 32),
    channelBinding: [UInt8](repeating: 0x33, count: 32), salt: [UInt8](repeating: 0x44, count: 32),
    hostKey: [UInt8](repeating: 0x55, count: 384), remoteKey: [UInt8](repeating: 0x66, count: 384))
let documentedKey = [UInt8](repeating: 0x77, count: 32)

final class RemoteAuthTests: XCTestCase {
    /// HMAC under the shared key over the role's label and the transcript, each field with its
    /// 4-byte big-endian length, in the documented order.
    func testTheConfirmationIsTheHMACOfLabelAndTranscriptUnderTheKey() {
        let signer = RecordingSigner()
        _ = RemoteAuth.confirmation(role: .remote, key: documentedKey, transcript: documentedTranscript, signer: signer)
        XCTAssertEqual(signer.calls.count, 1)
        XCTAssertEqual(signer.calls[0].key, documentedKey)
        let message = signer.calls[0].message
        let label = Array("physarum pairing v2 remote".utf8)
        XCTAssertEqual(Array(message.prefix(label.count)), label)
        let fields = Array(message.dropFirst(label.count))
        XCTAssertEqual(Array(fields.prefix(4)), [0, 0, 0, 36], "the host id's length")
        XCTAssertEqual(fields.count, 8 * 4 + 36 + 8 + 4 * 32 + 2 * 384)
        XCTAssertEqual(Array(fields.suffix(388).prefix(4)), [0, 0, 1, 128], "A's length, 384, comes last")
    }

    /// Every field counts, and each side's label keeps its MAC from passing as the other's.
    func testEveryFieldAndTheRoleChangeTheConfirmation() {
        let base = RemoteAuth.confirmation(
            role: .remote, key: documentedKey, transcript: documentedTranscript, signer: FakeSigner())
        XCTAssertNotEqual(
            base,
            RemoteAuth.confirmation(
                role: .host, key: documentedKey, transcript: documentedTranscript, signer: FakeSigner()))
        let changes: [(String, (inout RemotePairingTranscript) -> Void)] = [
            ("hostID", { $0.hostID += "x" }), ("remoteID", { $0.remoteID += "x" }),
            ("hostCertificate", { $0.hostCertificate[0] ^= 1 }),
            ("remoteCertificate", { $0.remoteCertificate[31] ^= 1 }),
            ("channelBinding", { $0.channelBinding[5] ^= 1 }), ("salt", { $0.salt[0] ^= 1 }),
            ("hostKey", { $0.hostKey[383] ^= 1 }), ("remoteKey", { $0.remoteKey[0] ^= 1 }),
            // Moving a byte across a field boundary is a different transcript (the lengths say so).
            (
                "boundary",
                {
                    $0.hostID.removeLast(); $0.remoteID = "1" + $0.remoteID
                }
            ),
        ]
        for (name, change) in changes {
            var transcript = documentedTranscript
            change(&transcript)
            XCTAssertNotEqual(
                RemoteAuth.confirmation(
                    role: .remote, key: documentedKey, transcript: transcript, signer: FakeSigner()),
                base, name)
        }
    }

    /// Each length is 4 bytes, most significant first, every one of them: a field of 0x01020304
    /// bytes (16 MiB, longer than any real one, so that no byte of its length is 0) reads 1, 2, 3, 4.
    func testEveryByteOfAFieldsLengthIsWritten() {
        var transcript = documentedTranscript
        transcript.hostID = ""
        transcript.remoteID = ""
        transcript.hostCertificate = [UInt8](repeating: 0xEE, count: 0x0102_0304)
        let encoded = transcript.encoded
        XCTAssertEqual(Array(encoded.prefix(8)), [0, 0, 0, 0, 0, 0, 0, 0], "the empty ids")
        XCTAssertEqual(Array(encoded[8..<12]), [1, 2, 3, 4])
    }

    /// The documented confirmations, computed with a real HMAC-SHA256 (openssl).
    func testTheDocumentedVectors() {
        let signer = OpenSSLSigner()
        XCTAssertEqual(
            RemoteAuth.hex(
                RemoteAuth.confirmation(
                    role: .remote, key: documentedKey, transcript: documentedTranscript, signer: signer)),
            "0380d925c3780bea47121dabdda26cd13c57e8bf98f35ebe588518ad22aca33b")
        XCTAssertEqual(
            RemoteAuth.hex(
                RemoteAuth.confirmation(
                    role: .host, key: documentedKey, transcript: documentedTranscript, signer: signer)),
            "6d3237fb58f39e6d0b2c9887118b90924623e669fa35e0141e614f184a82d4e4")
        // The RFC 4231 case 2 vector proves the openssl signer itself.
        XCTAssertEqual(
            RemoteAuth.hex(
                signer.hmacSHA256(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8))),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    func testConstantTimeEqualityComparesEveryByte() {
        let a = [UInt8](repeating: 0xAB, count: 32)
        XCTAssertTrue(RemoteAuth.constantTimeEqual(a, a))
        var last = a
        last[31] ^= 1
        XCTAssertFalse(RemoteAuth.constantTimeEqual(a, last))
        var first = a
        first[0] ^= 1
        XCTAssertFalse(RemoteAuth.constantTimeEqual(a, first))
        XCTAssertFalse(RemoteAuth.constantTimeEqual(a, Array(a.dropLast())))
        XCTAssertFalse(RemoteAuth.constantTimeEqual([], [1]))
    }

    func testHexRoundTripsAndRefusesWhatIsNotLowercaseHex() {
        let bytes: [UInt8] = [0, 1, 0x7F, 0x80, 0xFE, 0xFF]
        XCTAssertEqual(RemoteAuth.hex(bytes), "00017f80feff")
        XCTAssertEqual(RemoteAuth.bytes(hex: "00017f80feff"), bytes)
        for bad in ["0", "0G", "AB", "ab ", "é0", "abc"] { XCTAssertNil(RemoteAuth.bytes(hex: bad), bad) }
        XCTAssertEqual(RemoteAuth.bytes(hex: ""), [])
        XCTAssertEqual(RemoteAuth.bytes(hex: "ab"), [0xAB], "one byte: an even count, not a multiple of 3 or 4")
    }

    /// A stored fingerprint is exactly 64 lowercase hex digits (32 bytes); one byte less or more,
    /// capitals or another letter are not.
    func testHexDigestIsSixtyFourLowercaseHexDigits() {
        let cases: [(String, Bool)] = [
            (String(repeating: "0f", count: 32), true),
            (String(repeating: "0f", count: 31), false),
            (String(repeating: "0f", count: 33), false),
            (String(repeating: "0F", count: 32), false),
            (String(repeating: "0f", count: 31) + "0g", false),
            ("", false),
        ]
        for (text, expected) in cases { XCTAssertEqual(RemoteAuth.isHexDigest(text), expected, text) }
    }

    func testRandomValuesHaveTheirShapeAndDiffer() {
        var system = SystemRandomNumberGenerator()
        let salts = (0..<100).map { _ in RemoteAuth.randomBytes(32, using: &system) }
        XCTAssertEqual(Set(salts).count, 100)
        XCTAssertTrue(salts.allSatisfy { $0.count == 32 })
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
    RepositoryRoot.appending("docs/PROTOCOL.md")
}
