import Foundation
import PhysarumCore
import XCTest

/// `AudioFeatureFeed`: what the frame reads is the tracker's, from any thread; history is bounded.
final class AudioFeatureFeedTests: XCTestCase {
    func testTheFeedGivesTheTrackersFeaturesAndKeepsABoundedHistory() {
        let feed = AudioFeatureFeed()
        var tracker = AudioFeatureTracker()
        XCTAssertEqual(feed.features, .silent)
        let count = AudioFeatureFeed.historyLimit + 10
        for index in 0..<count {
            let levels = AudioBandLevels(loudness: 0.1 * Double(index % 7), bass: 0.05 * Double(index % 5))
            let time = Double(index) / 100
            feed.take(levels, streamTime: time, arrival: time + 0.003)
            XCTAssertEqual(feed.features, tracker.update(levels, at: time), "update \(index)")
        }
        let history = feed.history
        XCTAssertEqual(history.count, AudioFeatureFeed.historyLimit, "bounded")
        XCTAssertEqual(history.last?.arrival ?? 0, Double(count - 1) / 100 + 0.003, accuracy: 1e-12, "newest last")
        XCTAssertEqual(history.first?.arrival ?? 0, Double(10) / 100 + 0.003, accuracy: 1e-12, "oldest dropped")
        feed.reset()
        XCTAssertEqual(feed.features, .silent)
        XCTAssertEqual(feed.history, [])
    }

    func testTakingFromAnotherThreadWhileReading() {
        let feed = AudioFeatureFeed()
        let done = expectation(description: "the audio thread finished")
        Thread.detachNewThread {
            for index in 0..<2000 {
                feed.take(AudioBandLevels(loudness: 0.5, bass: 0.5), streamTime: Double(index) / 100, arrival: 0)
            }
            done.fulfill()
        }
        var reads = 0
        while reads < 2000 {
            _ = feed.features
            reads += 1
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(feed.features.bass, 1, accuracy: 1e-6)
    }
}
