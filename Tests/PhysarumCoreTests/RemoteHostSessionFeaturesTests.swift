import Foundation
import XCTest

@testable import PhysarumCore

/// The remote listens for the host: its microphone's features reach the host at up to 30 a second
/// (a burst of 10 for jitter); faster ones are dropped with one `tooFast` a run, and the session
/// goes on; only a controller may send them.
final class RemoteHostSessionFeaturesTests: XCTestCase {
    private func harness() throws -> (HostHarness, RemoteConnectionID, received: () -> [AudioFeatures]) {
        let h = HostHarness(store: try makeStore(self))
        var received: [AudioFeatures] = []
        h.session.onFeatures = { received.append($0) }
        let id = try h.pair()
        return (h, id, { received })
    }

    func testAControllersFeaturesReachTheHostInOrder() throws {
        let (h, id, received) = try harness()
        let sent = (1...5).map { AudioFeatures(loudness: 0.1 * Double($0), bass: 1, mid: 0, treble: 0.5, onset: 0) }
        for (n, features) in sent.enumerated() {
            h.clock.now = 1_100 + Double(n) / 30
            h.session.received(frame(.audioFeatures(features)), from: id)
        }
        XCTAssertEqual(received(), sent)
        XCTAssertEqual(try h.transport.take(id), [], "nothing refused")
    }

    func testThirtyASecondPassSixtyASecondAreHalfDroppedWithOneTooFastARun() throws {
        let (h, id, received) = try harness()
        for n in 0..<300 {
            h.clock.now = 1_100 + Double(n) / 30
            h.session.received(frame(.audioFeatures(.silent)), from: id)
        }
        XCTAssertEqual(received().count, 300, "a steady 30 a second: every one")
        XCTAssertEqual(try h.transport.take(id), [])
        for n in 0..<120 {
            h.clock.now = 1_200 + Double(n) / 60
            h.session.received(frame(.audioFeatures(.silent)), from: id)
        }
        let admitted = received().count - 300
        XCTAssertGreaterThanOrEqual(admitted, 69, "the burst, then 30 a second over 2 s")
        XCTAssertLessThanOrEqual(admitted, 71)
        let refusals = try h.transport.take(id).filter { $0.type == .error }
        XCTAssertFalse(refusals.isEmpty, "the sender is told")
        XCTAssertTrue(refusals.allSatisfy { h.errorCode(in: [$0]) == .tooFast })
        XCTAssertLessThan(refusals.count, 120 - admitted, "one a run of refused messages, not one each")
        XCTAssertEqual(h.transport.closed, [], "the session goes on")
        XCTAssertEqual(h.session.controller?.connection, id)
    }

    func testFeaturesOutsideZeroToOneOrNotFiniteAreRefusedAndDropped() throws {
        let (h, id, received) = try harness()
        for feature in AudioFeature.allCases {
            for (value, code) in [(1.0001, RemoteErrorCode.outOfRange), (-0.0001, .outOfRange)] {
                var features = AudioFeatures.silent
                features[feature] = value
                h.session.received(frame(.audioFeatures(features)), from: id)
                XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), code, "\(feature) = \(value)")
            }
            let missing = AudioFeature.allCases.filter { $0 != feature }.map { "\"\($0.rawValue)\":0" }
            h.session.received(rawFrame(#"{"type":"audioFeatures","# + missing.joined(separator: ",") + "}"), from: id)
            XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .missingField, "without \(feature)")
            h.session.received(
                rawFrame(#"{"type":"audioFeatures","loudness":"loud","bass":0,"mid":0,"treble":0,"onset":0}"#), from: id
            )
            XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .wrongType)
        }
        var edges = AudioFeatures.silent
        edges.bass = 1
        h.session.received(frame(.audioFeatures(edges)), from: id)
        XCTAssertEqual(received(), [edges], "0 and 1 themselves are features; nothing else got through")
        XCTAssertEqual(h.transport.closed, [])
    }

    func testFeaturesBeforeTheWelcomeEndTheConnection() throws {
        let h = HostHarness(store: try makeStore(self))
        var received = 0
        h.session.onFeatures = { _ in received += 1 }
        let id = try h.open()
        h.session.received(frame(.audioFeatures(.silent)), from: id)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .unexpectedMessage)
        XCTAssertTrue(h.transport.closed.contains(id))
        XCTAssertEqual(received, 0)
    }

    func testANewControllerStartsWithAFullBurst() throws {
        let (h, id, received) = try harness()
        h.clock.now = 1_050
        for _ in 0..<20 { h.session.received(frame(.audioFeatures(.silent)), from: id) }
        XCTAssertEqual(received().count, 10, "the burst")
        h.session.connectionClosed(id)
        let again = try h.pair()
        for _ in 0..<20 { h.session.received(frame(.audioFeatures(.silent)), from: again) }
        XCTAssertEqual(received().count, 20, "the next controller's own burst")
    }
}
