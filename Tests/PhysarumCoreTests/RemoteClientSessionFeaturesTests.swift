import Foundation
import XCTest

@testable import PhysarumCore

/// A remote that listens for its host sends its features at most 30 a second, only while connected.
final class RemoteClientSessionFeaturesTests: XCTestCase {
    /// A paired, connected client with what the pairing sent taken.
    private func connected() throws -> ClientHarness {
        let h = ClientHarness(store: try makeStore(self))
        try h.pair()
        _ = try h.transport.take()
        return h
    }

    func testFeaturesGoAtMostThirtyASecondSilenceIncluded() throws {
        let h = try connected()
        let start = h.clock.now
        for n in 0..<120 {
            h.clock.now = start + Double(n) / 120
            h.session.featuresHeard(.silent)
        }
        let sent = try h.transport.take().filter { $0.type == .audioFeatures }
        XCTAssertEqual(sent.count, 30, "120 heard in a second, 30 sent")
        XCTAssertEqual(sent.first, .audioFeatures(.silent), "silence goes too: the stream goes on")
    }

    func testAtThirtyASecondEveryOneGoesEvenALittleEarly() throws {
        let h = try connected()
        let start = h.clock.now
        // A 30 Hz timer whose ticks come 1 ms early or late.
        for n in 0..<60 {
            h.clock.now = start + Double(n) / 30 + (n % 2 == 0 ? 0.001 : -0.001)
            h.session.featuresHeard(AudioFeatures(bass: Double(n) / 60))
        }
        XCTAssertEqual(try h.transport.take().filter { $0.type == .audioFeatures }.count, 60)
    }

    /// Idle, connecting, authenticating: nothing goes, each a second after the last try (so that
    /// the rate's wait cannot be what holds it back).
    func testNothingGoesWhileNotConnected() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.featuresHeard(.silent)
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.clock.advance(1)
        h.session.featuresHeard(.silent)
        h.greet()
        XCTAssertEqual(h.session.state, .authenticating(h.endpoint, host: h.host))
        h.clock.advance(1)
        h.session.featuresHeard(.silent)
        XCTAssertFalse(try h.transport.take().contains { $0.type == .audioFeatures })
    }

    /// The slack is 2 ms exactly: a message 1/30 s − 2 ms after the last goes, one 0.1 ms sooner waits.
    func testTheSlackIsTwoMillisecondsExactly() throws {
        let interval = 1 / RemoteListening.messagesPerSecond
        for (gap, goes) in [(interval - 0.002, true), (interval - 0.0021, false)] {
            let h = try connected()
            h.clock.now = 0  // from 0 the gap below is exact
            h.session.featuresHeard(.silent)
            h.clock.now = gap
            h.session.featuresHeard(.silent)
            let sent = try h.transport.take().filter { $0.type == .audioFeatures }
            XCTAssertEqual(sent.count, goes ? 2 : 1, "\(gap)")
        }
    }
}
