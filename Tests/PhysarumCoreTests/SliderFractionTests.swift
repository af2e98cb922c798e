import XCTest

@testable import PhysarumCore

final class SliderFractionTests: XCTestCase {
    // A 200 px trough starting at 10 with a 20 px knob: the knob's centre travels 20…200.
    private func fraction(_ position: Double, inverted: Bool = false) -> Double {
        sliderFraction(position: position, troughStart: 10, troughLength: 200, knobLength: 20, inverted: inverted)
    }

    func testTheKnobsCentreGoesUnderTheFinger() {
        XCTAssertEqual(fraction(20), 0, accuracy: 1e-9, "the knob's centre at the start of its travel")
        XCTAssertEqual(fraction(200), 1, accuracy: 1e-9, "at the end")
        XCTAssertEqual(fraction(110), 0.5, accuracy: 1e-9, "half-way")
        XCTAssertEqual(fraction(20 + 180 * 0.25), 0.25, accuracy: 1e-9)
    }

    func testOutsideTheTravelTheValueStopsAtItsEnds() {
        XCTAssertEqual(fraction(19), 0, "just before the start")
        XCTAssertEqual(fraction(-500), 0, "far left")
        XCTAssertEqual(fraction(201), 1, "just past the end")
        XCTAssertEqual(fraction(5000), 1, "far right")
    }

    func testAnInvertedRangeRunsTheOtherWay() {
        XCTAssertEqual(fraction(20, inverted: true), 1, accuracy: 1e-9)
        XCTAssertEqual(fraction(200, inverted: true), 0, accuracy: 1e-9)
        XCTAssertEqual(fraction(20 + 180 * 0.25, inverted: true), 0.75, accuracy: 1e-9)
    }

    func testAKnobAsLongAsItsTroughHasNowhereToGo() {
        XCTAssertEqual(
            sliderFraction(position: 50, troughStart: 0, troughLength: 20, knobLength: 20), 1,
            "GtkRange's rule: a full-length knob reads as the end")
        // Wherever the finger is, and inverted the end is 0; a knob longer than its trough too.
        let rows: [(trough: Double, position: Double, inverted: Bool, expected: Double)] = [
            (20, 5, false, 1), (20, 50, true, 0), (20, 5, true, 0), (19.5, 50, false, 1), (19.5, 0, true, 0),
        ]
        for row in rows {
            XCTAssertEqual(
                sliderFraction(
                    position: row.position, troughStart: 0, troughLength: row.trough, knobLength: 20,
                    inverted: row.inverted),
                row.expected, "\(row)")
        }
        // One pixel of travel is travel: the knob's centre at its start reads 0.
        XCTAssertEqual(sliderFraction(position: 10, troughStart: 0, troughLength: 21, knobLength: 20), 0)
    }
}
