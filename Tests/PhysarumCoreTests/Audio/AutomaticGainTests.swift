import PhysarumCore
import XCTest

/// `AutomaticGain`: the floor, the window's edge, and both directions of a change in loudness.
final class AutomaticGainTests: XCTestCase {
    func testTheFloorOnBothSidesAndExactly() {
        let floor = AutomaticGain.defaultFloor
        let rows: [(level: Double, expected: Double, why: String)] = [
            (0, 0, "silence"),
            (floor.nextDown, 0, "just under the floor is silence"),
            (floor, 1, "exactly at the floor is sound (and the loudest so far)"),
            (floor * 2, 1, "above the floor"),
            (.nan, 0, "not a number is silence"),
        ]
        for row in rows {
            var gain = AutomaticGain()
            XCTAssertEqual(gain.normalize(row.level, at: 0), row.expected, row.why)
        }
    }

    func testLouderSoundLowersTheGainAtOnce() {
        var gain = AutomaticGain()
        // A quiet room: its own level is full scale.
        for frame in 0..<60 { XCTAssertEqual(gain.normalize(0.01, at: Double(frame) / 60), 1, accuracy: 1e-12) }
        // The club starts: full scale again at once, and the room's level is now small.
        XCTAssertEqual(gain.normalize(0.5, at: 1), 1)
        XCTAssertEqual(gain.normalize(0.01, at: 1 + 1 / 60.0), 0.02, accuracy: 1e-12)
    }

    func testQuieterSoundRaisesTheGainOnceAWindowHasPassed() {
        let window = AutomaticGain.defaultWindow
        let rows: [(time: Double, expected: Double, why: String)] = [
            (window.nextDown, 0.1, "just inside the window the loud level still counts"),
            (window, 1, "exactly a window later it is forgotten"),
            (window + 1, 1, "after it too"),
        ]
        for row in rows {
            var gain = AutomaticGain()
            XCTAssertEqual(gain.normalize(0.5, at: 0), 1)
            XCTAssertEqual(gain.normalize(0.05, at: 0.001), 0.1, accuracy: 1e-12)
            XCTAssertEqual(gain.normalize(0.05, at: row.time), row.expected, accuracy: 1e-12, row.why)
        }
    }

    func testTheReferenceFollowsTheLoudestOfTheWindowOverALongRun() {
        var gain = AutomaticGain(window: 1)
        // Levels rising and falling over ten seconds at 100 Hz: the reference is always the
        // largest level of the last second, checked against a plain scan.
        var history: [(Double, Double)] = []
        for step in 0..<1000 {
            let time = Double(step) / 100
            let level = 0.1 + 0.09 * sin(Double(step) / 37)
            _ = gain.normalize(level, at: time)
            history.append((time, level))
            let expected = history.filter { time - $0.0 < 1 }.map(\.1).max() ?? 0
            XCTAssertEqual(gain.reference, max(expected, gain.floor), accuracy: 1e-12, "step \(step)")
        }
    }
}
