import PhysarumCore
import PhysarumNetwork
import XCTest

/// HMAC-SHA256 test vectors of RFC 4231 §4.
final class GLibHMACSignerTests: XCTestCase {
    private let signer = GLibHMACSigner()

    private func check(
        key: [UInt8], data: [UInt8], expected: String, truncatedTo bytes: Int = 32,
        line: UInt = #line
    ) {
        let mac = signer.hmacSHA256(key: key, message: data)
        XCTAssertEqual(mac.count, 32, line: line)
        XCTAssertEqual(Array(mac.prefix(bytes)).hex, expected, line: line)
    }

    func testCase1() {
        check(
            key: [UInt8](repeating: 0x0b, count: 20), data: Array("Hi There".utf8),
            expected: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
    }

    func testCase2KeyShorterThanOutput() {
        check(
            key: Array("Jefe".utf8), data: Array("what do ya want for nothing?".utf8),
            expected: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }

    func testCase3() {
        check(
            key: [UInt8](repeating: 0xaa, count: 20), data: [UInt8](repeating: 0xdd, count: 50),
            expected: "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe")
    }

    func testCase4() {
        check(
            key: Array(1...25), data: [UInt8](repeating: 0xcd, count: 50),
            expected: "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b")
    }

    func testCase5Truncated() {
        check(
            key: [UInt8](repeating: 0x0c, count: 20), data: Array("Test With Truncation".utf8),
            expected: "a3b6167473100ee06e0c796c2955552b", truncatedTo: 16)
    }

    func testCase6KeyLargerThanBlock() {
        check(
            key: [UInt8](repeating: 0xaa, count: 131),
            data: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            expected: "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    func testCase7KeyAndDataLargerThanBlock() {
        let data =
            "This is a test using a larger than block-size key and a larger than block-size data. "
            + "The key needs to be hashed before being used by the HMAC algorithm."
        check(
            key: [UInt8](repeating: 0xaa, count: 131), data: Array(data.utf8),
            expected: "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2")
    }

    func testEmptyMessageAndDifferentKeysDiffer() {
        let a = signer.hmacSHA256(key: Array("123456".utf8), message: [])
        let b = signer.hmacSHA256(key: Array("123457".utf8), message: [])
        XCTAssertEqual(a.count, 32)
        XCTAssertNotEqual(a, b)
        XCTAssertEqual(a, signer.hmacSHA256(key: Array("123456".utf8), message: []), "deterministic")
    }
}

/// The real signer against the key-confirmation vectors of docs/PROTOCOL.md "Key confirmation".
final class GLibHMACSignerProtocolVectorTests: XCTestCase {
    func testTheDocumentedConfirmations() {
        let signer = GLibHMACSigner()
        let transcript = RemotePairingTranscript(
            hostID: "3f0c2a9e-5b1d-4c61-9a8e-0d2f6b7c8e91", remoteID: "laptop-7",
            hostCertificate: [UInt8](repeating: 0x11, count: 32),
            remoteCertificate: [UInt8](repeating: 0x22, count: 32),
            channelBinding: [UInt8](repeating: 0x33, count: 32), salt: [UInt8](repeating: 0x44, count: 32),
            hostKey: [UInt8](repeating: 0x55, count: 384), remoteKey: [UInt8](repeating: 0x66, count: 384))
        let key = [UInt8](repeating: 0x77, count: 32)
        XCTAssertEqual(
            RemoteAuth.hex(RemoteAuth.confirmation(role: .remote, key: key, transcript: transcript, signer: signer)),
            "0380d925c3780bea47121dabdda26cd13c57e8bf98f35ebe588518ad22aca33b")
        XCTAssertEqual(
            RemoteAuth.hex(RemoteAuth.confirmation(role: .host, key: key, transcript: transcript, signer: signer)),
            "6d3237fb58f39e6d0b2c9887118b90924623e669fa35e0141e614f184a82d4e4")
    }
}
