import XCTest

@testable import PhysarumCore

/// The id and name rules of RemoteProtocol.swift, each character class and each length limit.
final class RemoteProtocolTests: XCTestCase {
    func testAnIDIsOneToSixtyFourLettersDigitsDashesUnderscoresOrDots() {
        let cases: [(String, Bool)] = [
            ("a", true), ("Z", true), ("7", true), ("-", true), ("_", true), (".", true),
            ("host_1.local-2", true), (String(repeating: "a", count: 64), true),
            ("", false), (String(repeating: "a", count: 65), false),
            ("a b", false), ("a/b", false), ("é", false), ("a:b", false),
        ]
        for (id, valid) in cases { XCTAssertEqual(RemoteProtocol.isValidID(id), valid, id) }
    }

    func testANameIsOneToSixtyFourCharactersNotBlankWithoutControls() {
        let cases: [(String, Bool)] = [
            ("Living room", true), ("é", true), (String(repeating: "é", count: 64), true),
            (String(repeating: "a", count: 65), false), ("", false), ("  ", false), ("bell\u{7}", false),
        ]
        for (name, valid) in cases { XCTAssertEqual(RemoteProtocol.isValidName(name), valid, name) }
    }
}
