import Foundation
import PhysarumCore
import XCTest

/// `AudioFeatureTracker` on synthetic levels at 60 intervals a second: silence, a steady tone,
/// a kick drum at 120 bpm, and a quiet room next to a loud club.
final class AudioFeatureTrackerTests: XCTestCase {
    private let rate = 60.0

    /// Runs `seconds` of `levels(time)` through a tracker; the features of every interval.
    private func run(seconds: Double, _ levels: (Double) -> AudioBandLevels) -> [AudioFeatures] {
        var tracker = AudioFeatureTracker()
        return (0..<Int(seconds * rate)).map { frame in
            let time = Double(frame) / rate
            return tracker.update(levels(time), at: time)
        }
    }

    func testSilenceStaysAtZero() {
        let features = run(seconds: 5) { _ in AudioBandLevels() }
        XCTAssertTrue(features.allSatisfy { $0 == .silent })
        let hiss = run(seconds: 5) { _ in AudioBandLevels(loudness: 0.0009, bass: 0.0005, mid: 0.0005, treble: 0.0005) }
        XCTAssertTrue(hiss.allSatisfy { $0 == .silent }, "noise under the floor is silence too")
    }

    func testASteadyToneSettles() {
        let tone = AudioBandLevels(loudness: 0.3, bass: 0.3, mid: 0.01, treble: 0.002)
        let features = run(seconds: 5) { time in time >= 1 ? tone : AudioBandLevels() }
        let settled = features[(4 * 60)...]
        for f in settled {
            XCTAssertEqual(f.bass, 1, accuracy: 1e-6, "bass is full scale")
            XCTAssertEqual(f.loudness, 1, accuracy: 1e-6)
            XCTAssertEqual(f.onset, 0, accuracy: 1e-6, "no beats in a steady tone")
        }
        let onsets = features.indices.filter { features[$0].onset == 1 }
        XCTAssertEqual(onsets, [60], "the tone's start is its one onset")
    }

    func testAKickAt120BPMGivesOnsetsHalfASecondApart() {
        // A kick every 0.5 s: the bass jumps to 0.8 and decays with a 60 ms time constant.
        let features = run(seconds: 8) { time in
            let sinceKick = time.truncatingRemainder(dividingBy: 0.5)
            return AudioBandLevels(loudness: 0.8 * exp(-sinceKick / 0.06), bass: 0.8 * exp(-sinceKick / 0.06))
        }
        let onsets = features.indices.filter { features[$0].onset == 1 }
        XCTAssertEqual(onsets.count, 16, "one onset per kick")
        for (a, b) in zip(onsets, onsets.dropFirst()) {
            XCTAssertEqual(Double(b - a) / rate, 0.5, accuracy: 1 / rate, "onsets \(a) and \(b)")
        }
        // Between kicks the pulse falls back.
        XCTAssertLessThan(features[onsets[3] + 20].onset, 0.1)
    }

    func testAQuietRoomAndALoudClubBothReachFullScale() {
        let quiet = run(seconds: 3) { _ in AudioBandLevels(loudness: 0.005, bass: 0.005) }
        let loud = run(seconds: 3) { _ in AudioBandLevels(loudness: 0.7, bass: 0.7) }
        XCTAssertEqual(quiet.last?.bass ?? 0, 1, accuracy: 1e-6)
        XCTAssertEqual(loud.last?.bass ?? 0, 1, accuracy: 1e-6)
    }

    func testSameLevelsGiveTheSameFeatures() {
        let levels: (Double) -> AudioBandLevels = {
            AudioBandLevels(loudness: abs(sin($0 * 7)), bass: abs(sin($0 * 3)))
        }
        XCTAssertEqual(run(seconds: 3, levels), run(seconds: 3, levels))
    }
}
