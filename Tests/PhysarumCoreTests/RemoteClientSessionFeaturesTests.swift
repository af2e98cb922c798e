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

    func testNothingGoesWhileNotConnected() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.featuresHeard(.silent)
        h.session.connect(to: h.endpoint)
        h.session.featuresHeard(.silent)
        XCTAssertFalse(try h.transport.take().contains { $0.type == .audioFeatures })
    }
}
