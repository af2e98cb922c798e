import PhysarumCore
import XCTest

/// `OnsetPicker`: the flux threshold and the minimum interval, each on both sides and exactly.
final class OnsetPickerTests: XCTestCase {
    func testTheThresholdOnBothSidesAndExactly() {
        let threshold = OnsetPicker.defaultThreshold
        let rows: [(rise: Double, expected: Bool)] = [
            (threshold.nextDown, false), (threshold, true), (threshold.nextUp, true), (0, false),
        ]
        for row in rows {
            var picker = OnsetPicker()
            XCTAssertFalse(picker.isOnset(bands: [0, 0, 0], at: 0))
            XCTAssertEqual(picker.isOnset(bands: [row.rise, 0, 0], at: 1), row.expected, "rise \(row.rise)")
        }
    }

    func testRisesAddUpOverBandsAndFallsDoNotCancelThem() {
        let rows: [(bands: [Double], expected: Bool, why: String)] = [
            ([0, 0.15, 0.15], true, "bass fell by 1, mid and treble rose 0.3 in all"),
            ([0, 0.1, 0.1], false, "the rises make 0.2"),
            ([2, 0, 0], true, "bass alone rose 1"),
        ]
        for row in rows {
            var picker = OnsetPicker()
            XCTAssertTrue(picker.isOnset(bands: [1, 0, 0], at: 0))
            XCTAssertEqual(picker.isOnset(bands: row.bands, at: 1), row.expected, row.why)
        }
    }

    func testTheMinimumIntervalOnBothSidesAndExactly() {
        let interval = OnsetPicker.defaultMinimumInterval
        let rows: [(gap: Double, expected: Bool)] = [
            (interval * 0.99, false), (interval, true), (interval * 1.01, true),
        ]
        for row in rows {
            var picker = OnsetPicker()
            XCTAssertTrue(picker.isOnset(bands: [1, 0, 0], at: 0))
            XCTAssertFalse(picker.isOnset(bands: [0, 0, 0], at: row.gap / 2))
            XCTAssertEqual(picker.isOnset(bands: [1, 0, 0], at: row.gap), row.expected, "gap \(row.gap)")
        }
    }
}
