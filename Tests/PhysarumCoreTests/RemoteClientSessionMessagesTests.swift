import Foundation
import XCTest

@testable import PhysarumCore

/// What the remote does with the host's messages (RemoteClientSession+Messages.swift), at the
/// edges the session's own tests leave open.
final class RemoteClientSessionMessagesTests: XCTestCase {
    /// Before the welcome every unreadable message ends the attempt, even one that a connected
    /// session would only refuse (an unknown type); the host is told why.
    func testAMessageTheRemoteCannotReadBeforeTheWelcomeFails() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.greet()
        _ = try h.sentHello()
        h.session.received(rawFrame(#"{"type":"fly"}"#))
        guard case .failed(_, let reason) = h.session.state else { return XCTFail("\(h.session.state)") }
        XCTAssertTrue(reason.contains("something wrong"), reason)
        XCTAssertEqual(try h.transport.take(), [.error(RemoteErrorMessage(.unknownType("fly")))])
        XCTAssertEqual(h.transport.closeCount, 1)
    }

    /// A `rateLimited` without `retryAfter` (the field is optional) asks for a wait of 1 s.
    func testARateLimitWithoutItsWaitSaysOneSecond() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.connect(to: h.endpoint, pairingCode: "000000")
        h.greet()
        h.session.received(rawFrame(#"{"type":"error","code":"rateLimited","reason":"too many wrong attempts"}"#))
        guard case .needsPairingCode(_, _, let hint?) = h.session.state else { return XCTFail("\(h.session.state)") }
        XCTAssertTrue(hint.contains("wait 1 s"), hint)
    }
}
