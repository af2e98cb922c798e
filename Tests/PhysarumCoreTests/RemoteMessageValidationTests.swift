import Foundation
import XCTest

@testable import PhysarumCore

/// The rules of RemoteMessage+Validation.swift at their edges (the coder's tests cover the shapes).
final class RemoteMessageValidationTests: XCTestCase {
    /// `retryAfter` is whole seconds in 0 … 86400 (docs/PROTOCOL.md): both ends pass, one past each fails.
    func testRetryAfterEndsAreInsideAndOnePastIsOut() throws {
        let cases: [(seconds: Double, error: RemoteProtocolError?)] = [
            (0, nil),
            (86_400, nil),
            (-1, .outOfRange(field: "retryAfter", value: -1, range: 0...86_400)),
            (86_401, .outOfRange(field: "retryAfter", value: 86_401, range: 0...86_400)),
        ]
        for (seconds, expected) in cases {
            var object = try jsonObject(.error(RemoteErrorMessage(.rateLimited(retryAfter: 1))))
            object["retryAfter"] = seconds
            if let expected {
                XCTAssertEqual(protocolError { try decodeObject(object) }, expected, "\(seconds)")
            } else {
                guard case .error(let message) = try decodeObject(object) else { return XCTFail("\(seconds)") }
                XCTAssertEqual(message.retryAfter, seconds)
            }
        }
    }
}
