import PhysarumCore
import XCTest

/// `BurstResponse` on a made-up history: rises at the threshold exactly, a burst never heard, falls.
final class BurstResponseTests: XCTestCase {
    private func update(_ arrival: Double, bass: Double) -> AudioFeatureFeed.Update {
        AudioFeatureFeed.Update(arrival: arrival, features: AudioFeatures(bass: bass))
    }

    func testRisesFallsAndTheMedian() {
        let history = [
            update(0.00, bass: 0), update(1.01, bass: BurstResponse.threshold.nextDown),
            update(1.02, bass: BurstResponse.threshold),  // exactly at the threshold: risen
            update(1.50, bass: 0.9), update(1.90, bass: 0.1),
            update(3.00, bass: 0.3), update(3.04, bass: 0.6),  // the second burst, 40 ms late
            update(3.80, bass: 0.05),
        ]
        let response = BurstResponse(
            history: history, feature: .bass, starts: [1.0, 3.0, 5.0], fallBy: [2.0, 4.0, 6.0])
        XCTAssertEqual(response.rises.count, 3)
        XCTAssertEqual(response.rises[0] ?? -1, 0.02, accuracy: 1e-9)
        XCTAssertEqual(response.rises[1] ?? -1, 0.04, accuracy: 1e-9)
        XCTAssertNil(response.rises[2], "the third burst was never heard")
        XCTAssertEqual(response.fallen, [0.1, 0.05, nil])
        XCTAssertEqual(response.medianRise, 0.04, accuracy: 1e-9)
        XCTAssertEqual(response.sortedRises.last, .infinity)
        let two = BurstResponse(history: history, feature: .bass, starts: [1.0, 3.0], fallBy: [2.0, 4.0])
        XCTAssertEqual(two.medianRise, 0.03, accuracy: 1e-9, "an even count: the mean of the middle two")
        XCTAssertEqual(BurstResponse(history: [], feature: .bass, starts: [], fallBy: []).medianRise, .infinity)
    }
}
