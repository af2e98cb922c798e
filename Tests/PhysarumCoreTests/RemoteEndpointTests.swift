import XCTest

@testable import PhysarumCore

final class RemoteEndpointTests: XCTestCase {
    func testManualEntryForms() throws {
        XCTAssertEqual(try RemoteEndpoint.parse("192.168.1.20:5000"), RemoteEndpoint(host: "192.168.1.20", port: 5000))
        XCTAssertEqual(try RemoteEndpoint.parse(" tv.local "), RemoteEndpoint(host: "tv.local", port: 47_420))
        XCTAssertEqual(try RemoteEndpoint.parse("[::1]:9"), RemoteEndpoint(host: "::1", port: 9))
        XCTAssertEqual(try RemoteEndpoint.parse("fe80::1"), RemoteEndpoint(host: "fe80::1", port: 47_420))
        XCTAssertEqual(try RemoteEndpoint.parse("[::1]"), RemoteEndpoint(host: "::1", port: 47_420))
        XCTAssertEqual(try RemoteEndpoint.parse("h:65535").port, 65_535)
        XCTAssertEqual(try RemoteEndpoint.parse("h:1").port, 1)
        XCTAssertEqual(RemoteEndpoint(host: "::1", port: 9).description, "[::1]:9")
        XCTAssertEqual(RemoteEndpoint(host: "tv", port: 9).description, "tv:9")
    }

    func testBadEntriesSayWhatIsWrong() {
        let cases: [(String, RemoteEndpoint.ParseError)] = [
            ("", .empty), ("   ", .empty), ("h:0", .badPort("0")), ("h:65536", .badPort("65536")),
            ("h:+80", .badPort("+80")), ("h:", .badPort("")), ("my host:80", .badHost("my host")),
            (":80", .badHost("")), ("[::1", .badHost("[::1")), ("[::1]x", .badHost("[::1]x")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try RemoteEndpoint.parse(text), text) { error in
                XCTAssertEqual(error as? RemoteEndpoint.ParseError, expected, text)
                XCTAssertFalse((error as? RemoteEndpoint.ParseError)?.message.isEmpty ?? true)
            }
        }
    }

    /// A host name is 1…253 bytes of letters, digits and `. - _ : %`: each separator is taken,
    /// the length exactly at its limit and one beyond.
    func testHostNamesAtTheirLimitsAndWithEachSeparator() throws {
        for host in ["my-tv.local", "living_room", "fe80::1%eth0", "a"] {
            XCTAssertEqual(try RemoteEndpoint.parse(host).host, host)
        }
        let longest = String(repeating: "a", count: 253)
        XCTAssertEqual(try RemoteEndpoint.parse(longest).host, longest, "253 bytes: the longest DNS name")
        XCTAssertThrowsError(try RemoteEndpoint.parse(longest + "a"), "254 bytes")
        XCTAssertThrowsError(try RemoteEndpoint.parse("my+tv"), "a character no host name has")
    }
}
