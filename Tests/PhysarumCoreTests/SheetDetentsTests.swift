import XCTest

@testable import PhysarumCore

final class SheetDetentsTests: XCTestCase {
    func testHeightsPerContainer() {
        let rows: [(container: Double, medium: Double, large: Double, why: String)] = [
            (800, 400, 736, "portrait phone-like: half, and all but the header clearance"),
            (1280, 640, 1216, "convertible portrait"),
            (294, 147, 230, "GNOME minimum height: large still leaves the header visible"),
            (100, 36, 36, "tiny: medium never exceeds large"),
            (0, 0, 0, "no space at all"),
        ]
        for row in rows {
            let heights = SheetDetentHeights(containerHeight: row.container)
            XCTAssertEqual(heights.medium, row.medium, "\(row.container): \(row.why)")
            XCTAssertEqual(heights.large, row.large, "\(row.container): \(row.why)")
            XCTAssertEqual(heights.height(of: .closed), 0)
        }
    }

    func testSnapTargets() {
        let heights = SheetDetentHeights(containerHeight: 800)  // medium 400, large 736
        let rows: [(height: Double, velocity: Double, expected: SheetDetent, why: String)] = [
            (400, 0, .medium, "released at rest on medium"),
            (570, 0, .large, "slow drag just past half-way medium→large (568) takes the next detent"),
            (566, 0, .medium, "slow drag short of half-way falls back"),
            (199, 0, .closed, "slow drag below half of medium closes"),
            (201, 0, .medium, "slow drag above half of medium stays open"),
            (390, -2000, .closed, "a downward fling from medium closes"),
            (700, -600, .medium, "a moderate downward fling from large (projects to ≈ 400) stops at medium"),
            (700, -5000, .closed, "a hard downward fling from large closes"),
            (420, 900, .large, "an upward fling from medium opens large"),
            (410, -450, .closed, "a fling just over the threshold still moves a detent"),
            (420, 350, .medium, "below the fling threshold the nearest detent wins"),
            (736, 3000, .large, "flinging up at the top stays at large"),
            (0, -3000, .closed, "flinging down when closed stays closed"),
            // The threshold is 400 px/s: written out, so a changed constant fails here.
            (420, 400, .large, "exactly at the fling threshold is a fling"),
            (420, 399.9, .medium, "just under it is a slow release"),
            (420, -400, .medium, "downward at exactly the threshold, projected ≈ 220: medium"),
            // From closed, a fling projects velocity × 0.499 s (libadwaita's deceleration): past
            // half-way medium→large (568 px) it carries on to large, from about 1138 px/s.
            (0, 1145, .large, "a hard fling from closed carries past medium"),
            (0, 1130, .medium, "a slightly softer one stops at medium"),
            // A fling always leaves the detent it is at, even when its projection lands nearer it.
            (0, 400, .medium, "from closed at the threshold (projected ≈ 200, nearer closed) it opens"),
            (400, -400, .closed, "from medium down at the threshold (projected ≈ 200, nearer medium) it closes"),
            // A projection exactly half-way between two detents ahead takes the lower, as `nearest` does.
            (568 - 1000 * sheetFlingProjectionSeconds, 1000, .medium, "projected to 568 from below medium"),
        ]
        for row in rows {
            XCTAssertEqual(
                sheetSnapTarget(height: row.height, velocity: row.velocity, heights: heights), row.expected,
                "h=\(row.height) v=\(row.velocity): \(row.why)")
        }
    }

    func testDetentsAreOrderedClosedMediumLarge() {
        XCTAssertTrue(SheetDetent.closed < .medium)
        XCTAssertTrue(SheetDetent.medium < .large)
        XCTAssertFalse(SheetDetent.medium < .medium, "a detent is not below itself")
        XCTAssertFalse(SheetDetent.large < .medium)
    }

    func testNearestTiesGoToTheLowerDetent() {
        let heights = SheetDetentHeights(containerHeight: 800)
        XCTAssertEqual(heights.nearest(to: 200), .closed, "exactly half-way between closed and medium")
        XCTAssertEqual(heights.nearest(to: 568), .medium, "exactly half-way between medium and large")
    }
}
