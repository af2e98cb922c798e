import Foundation
import PhysarumCore
import XCTest

/// `AudioBandLevels` from a spectrum message: which band a frequency lands in, at the edges.
final class AudioBandLevelsTests: XCTestCase {
    /// A spectrum of `count` bands at `rate` with one band at 0 dB (power 1) and the rest silent.
    private func levels(loudBand: Int, count: Int = 256, rate: Double = 24000) -> AudioBandLevels {
        var bands = [Double](repeating: -200, count: count)
        bands[loudBand] = 0
        return AudioBandLevels(magnitudesDB: bands, sampleRate: rate)
    }

    func testEachBandLandsInItsRangeAtTheEdges() {
        // 256 bands over 12 kHz: 46.875 Hz each, band i centred at (i + 0.5) · 46.875 Hz.
        let rows: [(band: Int, centre: Double, expected: String)] = [
            (0, 23.4, "bass"),
            (4, 210.9, "bass"),  // the last centre under 250 Hz
            (5, 257.8, "mid"),  // the first over it
            (84, 3960.9, "mid"),  // the last under 4 kHz
            (85, 4007.8, "treble"),
            (255, 11976.6, "treble"),
        ]
        for row in rows {
            let level = levels(loudBand: row.band)
            let found = [("bass", level.bass), ("mid", level.mid), ("treble", level.treble)].filter { $0.1 > 0.5 }
            XCTAssertEqual(found.map(\.0), [row.expected], "band \(row.band) at \(row.centre) Hz")
            XCTAssertEqual(level.loudness, 1, accuracy: 1e-9, "band \(row.band) counts in the loudness")
        }
    }

    func testExactlyAtTheBassEdgeIsMid() {
        // One band over 0…500 Hz (rate 1000) is centred exactly at 250 Hz.
        let level = AudioBandLevels(magnitudesDB: [0], sampleRate: 1000)
        XCTAssertEqual(level.bass, 0, "a centre exactly at 250 Hz is not bass")
        XCTAssertEqual(level.mid, 1, accuracy: 1e-9)
    }

    func testPowersAddAndSilenceIsZero() {
        let twoBands = AudioBandLevels(magnitudesDB: [0, 0, -300, -300], sampleRate: 1000)
        XCTAssertEqual(
            twoBands.bass, sqrt(2), accuracy: 1e-9, "two bands at power 1 under 250 Hz (centres 62.5 and 187.5)")
        let silent = AudioBandLevels(magnitudesDB: [-.infinity, .nan], sampleRate: 1000)
        XCTAssertEqual(silent, AudioBandLevels())
    }
}
