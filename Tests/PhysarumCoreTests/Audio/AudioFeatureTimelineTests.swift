import PhysarumCore
import XCTest

/// `AudioFeatureTimeline`: which intervals a frame has heard, at the frame's time exactly.
final class AudioFeatureTimelineTests: XCTestCase {
    /// Silence, then a loud interval ending at 0.5 s, then silence (10 ms intervals).
    private let intervals: [AudioFeatureTimeline.Interval] = (1...100).map { index in
        let end = Double(index) / 100
        let loud = index == 50
        return (AudioBandLevels(loudness: loud ? 0.5 : 0, bass: loud ? 0.5 : 0), end)
    }

    func testAFrameHearsEveryIntervalThatEndedByItsTime() {
        // At 10 fps frame 5 is at 0.5 s exactly: the loud interval ending then counts.
        let features = AudioFeatureTimeline.features(of: intervals, frames: 10, framesPerSecond: 10)
        XCTAssertEqual(features.count, 10)
        XCTAssertEqual(features[4], .silent, "0.4 s: before the burst")
        XCTAssertEqual(features[5].onset, 1, "0.5 s: the interval ending exactly then is heard")
        XCTAssertGreaterThan(features[5].bass, 0.5)
        XCTAssertLessThan(features[6].bass, features[5].bass, "it falls after")
        // At 100 fps the frame just before 0.5 s has not heard it.
        let fine = AudioFeatureTimeline.features(of: intervals, frames: 60, framesPerSecond: 100)
        XCTAssertEqual(fine[49], .silent)
        XCTAssertEqual(fine[50].onset, 1)
    }

    func testTheSameTrackGivesTheSameFramesAndNoFramesGiveNone() {
        let a = AudioFeatureTimeline.features(of: intervals, frames: 30, framesPerSecond: 30)
        XCTAssertEqual(a, AudioFeatureTimeline.features(of: intervals, frames: 30, framesPerSecond: 30))
        XCTAssertEqual(AudioFeatureTimeline.features(of: intervals, frames: 0, framesPerSecond: 30), [])
        XCTAssertEqual(
            AudioFeatureTimeline.features(of: [], frames: 3, framesPerSecond: 30), [.silent, .silent, .silent],
            "a track shorter than the clip: silence after it")
    }
}
