import XCTest

@testable import PhysarumCore

/// The sentences of RemoteProtocolError.swift where they echo the peer or print numbers.
final class RemoteProtocolErrorTests: XCTestCase {
    /// Peer text is echoed whole up to 64 characters; longer, its first 64 and "…".
    func testEchoedPeerTextIsCutAfterSixtyFourCharacters() {
        let cases: [(count: Int, echoed: String)] = [
            (64, String(repeating: "x", count: 64)),
            (65, String(repeating: "x", count: 64) + "…"),
        ]
        for (count, echoed) in cases {
            let type = String(repeating: "x", count: count)
            XCTAssertEqual(RemoteProtocolError.unknownType(type).message, "unknown message type \"\(echoed)\"")
        }
    }

    /// Whole numbers below 10^15 print as integers, others as Swift writes a Double.
    func testOutOfRangeValuesPrintWholeNumbersWithoutAFraction() {
        let cases: [(value: Double, printed: String)] = [
            (2, "2"), (1.5, "1.5"), (-3, "-3"), (999_999_999_999_999, "999999999999999"), (1e15, "1000000000000000.0"),
        ]
        for (value, printed) in cases {
            XCTAssertEqual(
                RemoteProtocolError.outOfRange(field: "agents", value: value, range: 0.5...1).message,
                "agents is \(printed), outside 0.5…1")
        }
    }
}
