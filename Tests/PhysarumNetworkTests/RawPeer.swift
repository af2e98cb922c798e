import Foundation
import GLibKit
import XCTest

@testable import PhysarumNetwork

/// A raw peer for hostile-input tests: whatever bytes it likes, in clear text (`connect`) or
/// inside a real TLS session (`connectTLS`: the preface read and TLS done, as a remote does).
enum RawPeer {
    /// The identity raw TLS peers present (an installation the host never paired with).
    static let identity = try! TLSIdentity.ephemeral()

    /// Opens a connection to 127.0.0.1:`port` and completes the preface and the TLS handshake.
    static func connectTLS(
        port: UInt16, identity: TLSIdentity = RawPeer.identity, file: StaticString = #filePath, line: UInt = #line
    ) throws -> TLSConnection {
        var result: Result<TLSConnection, NetworkError>?
        let connector = TCPConnector(hostAndPort: "127.0.0.1", defaultPort: port, identity: identity) { result = $0 }
        XCTAssertTrue(spinMainLoop(seconds: 5) { result != nil }, file: file, line: line)
        withExtendedLifetime(connector) {}
        let connection = try XCTUnwrap(result, file: file, line: line).get()
        XCTAssertTrue(
            spinMainLoop(seconds: 5) { connection.security != nil || !connection.isOpen }, "TLS handshake",
            file: file, line: line)
        return connection
    }

    /// Opens a connection to 127.0.0.1:`port` on the main loop.
    static func connect(port: UInt16, file: StaticString = #filePath, line: UInt = #line) throws -> ByteConnection {
        var result: Result<TCPConnection, NetworkError>?
        let connector = TCPConnector(hostAndPort: "127.0.0.1", defaultPort: port) { result = $0 }
        XCTAssertTrue(spinMainLoop(seconds: 5) { result != nil }, file: file, line: line)
        withExtendedLifetime(connector) {}
        return try XCTUnwrap(result, file: file, line: line).get()
    }

    /// A 4-byte big-endian length, then `payload`.
    static func frame(_ payload: [UInt8]) -> [UInt8] {
        let n = UInt32(payload.count)
        return [
            UInt8(n >> 24), UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 8),
            UInt8(truncatingIfNeeded: n),
        ] + payload
    }

    /// A slow-loris: sends `bytes` on `connection` one byte every `seconds` (keep the timer).
    static func trickle(_ bytes: [UInt8], on connection: ByteConnection, every seconds: Double) -> MainLoopTimer {
        var sent = 0
        return MainLoopTimer(every: seconds) {
            guard sent < bytes.count else { return }
            connection.send([bytes[sent]])
            sent += 1
        }
    }

    /// Sends `bytes` inside TLS (or in clear text with `tls: false`), expects the host to close the
    /// connection, returns what it said (inside TLS: the greeting first).
    static func expectClosed(
        port: UInt16, after bytes: [UInt8], _ label: String, tls: Bool = true, file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> String {
        let connection: ByteConnection =
            tls ? try connectTLS(port: port, file: file, line: line) : try connect(port: port, file: file, line: line)
        var said: [UInt8] = []
        var closed = false
        connection.onReceive = { said += $0 }
        connection.onClose = { _ in closed = true }
        connection.send(bytes)
        XCTAssertTrue(
            spinMainLoop(seconds: 5) { closed }, "\(label): the host closes the connection", file: file,
            line: line)
        return String(decoding: said, as: UTF8.self)
    }

    /// Each malformed input of the issue, with the error code the host must answer (nil: any).
    static let malformedInputs: [(label: String, bytes: [UInt8], code: String?)] = {
        var random = SystemRandomNumberGenerator()
        let noise = (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &random) }
        let nanHello =
            #"{"type":"hello","protocolVersion":2,"remoteId":"x","remoteName":"x","auth":"code","state":{"presetId":null,"cycling":NaN,"params":1e999}}"#
        return [
            ("random bytes", noise, nil),
            ("2 GiB length prefix", [0x80, 0, 0, 0] + Array("{}".utf8), "frameTooLarge"),
            ("zero-length frame", frame([]), "emptyFrame"),
            ("deeply nested JSON", frame(Array(String(repeating: "[", count: 200_000).utf8)), nil),
            ("invalid UTF-8", frame([0xff, 0xfe, 0x7b]), "invalidUTF8"),
            ("NaN and huge numbers", frame(Array(nanHello.utf8)), nil),
            ("unknown type", frame(Array(#"{"type":"format-disk"}"#.utf8)), nil),
        ]
    }()
}
