import XCTest

@testable import PhysarumCore

final class SheetDragDecisionTests: XCTestCase {
    func testWhereADragStartsDecidesWhetherTheSheetFollows() {
        let t = sheetContentDragThreshold
        let rows: [(start: SheetDragStart, offset: Double, expected: SheetDragDecision, why: String)] = [
            (.bar, 0, .follow, "the bar follows from the press"),
            (.bar, -200, .follow, "upward too"),
            (.content, 0, .ignore, "scrolled content keeps its drags"),
            (.content, 300, .ignore, "even downward"),
            (.contentAtTop, 0, .undecided, "no movement yet"),
            (.contentAtTop, t / 2, .undecided, "jitter below the threshold"),
            (.contentAtTop, t, .follow, "downward past the threshold"),
            (.contentAtTop, -t, .ignore, "upward is the content's"),
            (.control, 0, .ignore, "a slider's drag is the slider's"),
            (.control, t * 10, .ignore, "even downward at the content's top"),
        ]
        for row in rows {
            XCTAssertEqual(sheetDragDecision(start: row.start, offsetX: 0, offsetY: row.offset), row.expected, row.why)
        }
    }

    func testTheContentsThresholdIsGTKsDragThresholdOf8Pixels() {
        // Written out: the rows above are relative to the constant, which would let a changed
        // constant through.
        let rows: [(offset: Double, expected: SheetDragDecision)] = [
            (7.99, .undecided), (8, .follow), (-7.99, .undecided), (-8, .ignore),
        ]
        for row in rows {
            XCTAssertEqual(
                sheetDragDecision(start: .contentAtTop, offsetX: 0, offsetY: row.offset), row.expected, "\(row.offset)")
        }
    }
}

final class SheetDragClaimTests: XCTestCase {
    func testTheSheetTakesADragItFollowsOnceItHasMoved() {
        let t = sheetContentDragThreshold
        let rows: [(decision: SheetDragDecision, offset: Double, claims: Bool, why: String)] = [
            (.follow, 0, false, "a press on the bar may still be a button's tap"),
            (.follow, t - 0.5, false, "jitter below the threshold stays the button's"),
            (.follow, t, true, "moved down to the threshold: the sheet's drag"),
            (.follow, -t, true, "upward the same"),
            (.follow, -t + 0.5, false, "upward jitter"),
            (.undecided, t * 3, false, "the sheet does not follow (yet)"),
            (.ignore, t * 10, false, "the content's drag stays the content's"),
        ]
        for row in rows {
            XCTAssertEqual(sheetDragClaims(decision: row.decision, offsetY: row.offset), row.claims, row.why)
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
