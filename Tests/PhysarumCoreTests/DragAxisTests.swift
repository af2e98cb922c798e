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
