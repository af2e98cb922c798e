import XCTest

@testable import PhysarumCore

/// The touch target's floor, written out: the UI's tap-target tests read the constant, so a
/// lowered one would pass them.
final class TouchTargetTests: XCTestCase {
    func testTheMinimumIsAppleHIGs44Points() {
        XCTAssertEqual(minimumTouchTargetHeight, 44, "Apple's HIG minimum, within GNOME's 44–48 px for touch")
    }
}
