import XCTest

@testable import PhysarumCore

final class DragAxisTests: XCTestCase {
    func testADragDecidesItsAxisOnceItHasMovedTheThreshold() {
        let t = sheetContentDragThreshold
        let rows: [(x: Double, y: Double, axis: DragAxis, why: String)] = [
            (0, 0, .undecided, "not moved"),
            (t - 0.5, 0, .undecided, "sideways jitter below the threshold"),
            (0, -(t - 0.5), .undecided, "vertical jitter below the threshold"),
            (t - 0.5, t - 0.5, .undecided, "diagonal jitter: neither axis reached it"),
            (t, 0, .horizontal, "right, at the threshold"),
            (-t, 0, .horizontal, "left, at the threshold"),
            (0, t, .vertical, "down, at the threshold"),
            (0, -t, .vertical, "up, at the threshold"),
            (t, t - 0.5, .horizontal, "a little more sideways than down"),
            (t - 0.5, t, .vertical, "a little more down than sideways"),
            (-t, -(t + 0.5), .vertical, "a little more up than sideways"),
            (t, t, .vertical, "45°: vertical, the side that changes nothing"),
            (200, 40, .horizontal, "a thumb's arc across a slider"),
            (40, -200, .vertical, "a scroll that drifts sideways"),
        ]
        for row in rows {
            XCTAssertEqual(dragAxis(offsetX: row.x, offsetY: row.y), row.axis, row.why)
        }
    }
}

final class SliderDragDecisionTests: XCTestCase {
    func testAFingerOnASliderEditsItSidewaysAndScrollsOrMovesTheSheetVertically() {
        let t = sheetContentDragThreshold
        let rows: [(listAtTop: Bool, x: Double, y: Double, expected: SheetDragDecision, why: String)] = [
            (false, 0, 0, .undecided, "a press may still be a tap or a long press"),
            (true, t - 0.5, t - 0.5, .undecided, "jitter either way"),
            (false, t, 0, .slide, "right: the slider's"),
            (false, -t, 2, .slide, "left: the slider's"),
            (true, t, -(t - 0.5), .slide, "mostly sideways at the list's top too"),
            (false, 0, -t, .ignore, "up: the list scrolls"),
            (false, 0, t, .ignore, "down in a scrolled list: the list scrolls back"),
            (true, 0, -t, .ignore, "up at the list's top: the list scrolls"),
            (true, 0, t, .follow, "down at the list's top: the sheet moves, as from anywhere on the content"),
            (true, t - 0.5, t, .follow, "mostly down at the top"),
            (false, t, t, .ignore, "45° in a scrolled list: a scroll"),
            (true, t, t, .follow, "45° down at the top: the sheet"),
        ]
        for row in rows {
            XCTAssertEqual(
                sheetDragDecision(start: .slider(listAtTop: row.listAtTop), offsetX: row.x, offsetY: row.y),
                row.expected, row.why)
        }
    }

    func testAMouseOnASliderKeepsGTKsRuleWhateverTheDirection() {
        let t = sheetContentDragThreshold
        for (x, y) in [(0.0, 0.0), (t * 5, 0), (0, t * 5), (0, -t * 5)] {
            XCTAssertEqual(sheetDragDecision(start: .control, offsetX: x, offsetY: y), .ignore, "(\(x), \(y))")
        }
    }

    func testTheSheetTakesASlideFromTheListAndTheSlider() {
        XCTAssertTrue(sheetDragClaims(decision: .slide, offsetY: 0), "decided sideways: nothing else may have it")
        XCTAssertFalse(sheetDragClaims(decision: .undecided, offsetY: 0), "undecided: a long press may still come")
    }
}

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
    }
}

final class MatrixLayoutTests: XCTestCase {
    func testTheMatrixGoesToOneColumnWhenItsSlidersWouldGetTooShort() {
        let m = minimumMatrixSliderLength
        // Three cells of exactly lock + the minimum slider: a grid.
        let lock = 46.0, overhead = 34.0
        let exact = overhead + 3 * (lock + m)
        XCTAssertEqual(matrixColumns(gridWidth: exact, overhead: overhead, lockWidth: lock, speciesCount: 3), 3)
        XCTAssertEqual(
            matrixColumns(gridWidth: exact - 1, overhead: overhead, lockWidth: lock, speciesCount: 3), 1,
            "a pixel less: a cell per line")
        XCTAssertEqual(
            matrixColumns(gridWidth: exact + 300, overhead: overhead, lockWidth: lock, speciesCount: 3), 3,
            "wider stays a grid")
    }

    func testThePanesMouseSizedLocksKeepAGridWhereTheSheetsTouchLocksDoNot() {
        // The side pane (340 px, 276 px for the matrix) with 16 px locks; the narrow sheet (360 px
        // window, 296 px) with 44 px locks; the portrait sheet (680 px, 616 px).
        XCTAssertEqual(matrixColumns(gridWidth: 276, overhead: 34, lockWidth: 18, speciesCount: 3), 3)
        XCTAssertEqual(matrixColumns(gridWidth: 296, overhead: 34, lockWidth: 46, speciesCount: 3), 1)
        XCTAssertEqual(matrixColumns(gridWidth: 616, overhead: 34, lockWidth: 46, speciesCount: 3), 3)
    }

    func testASingleSpeciesIsOneColumn() {
        XCTAssertEqual(matrixColumns(gridWidth: 2000, overhead: 0, lockWidth: 0, speciesCount: 1), 1)
    }
}
