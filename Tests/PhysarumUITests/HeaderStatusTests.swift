import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Defect 15: in a compact header the preset's name gets the room before its status: at 420 px
/// "Symbiosis" had shrunk to "Symbi…" beside "edited"; the status is a dot there, and its word
/// is still the tooltip (and part of the title's accessible name).
final class HeaderStatusTests: XCTestCase {
    func testTheNameGetsTheRoomBeforeTheStatus() throws {
        try MainActor.assumeIsolated {
            // At 360 px the buttons leave the name about 46 px even without a status (not this rule).
            for (width, compact) in [(420, true), (1280, false)] {
                let window = try UITestSupport.openWindow(width: width, height: 800)
                defer { UITestSupport.close(window) }
                let index = try XCTUnwrap(window.presets.firstIndex { $0.id == "symbiosis" })
                window.showPreset(at: index)
                try XCTUnwrap(window.editor.row(id: .decay)).scale.value = 0.95
                UITestSupport.settle(window)
                let header = window.header
                XCTAssertTrue(header.presetStatus.isVisible, "\(width) px: the edit shows")
                XCTAssertEqual(header.presetStatus.tooltip, "edited")
                XCTAssertEqual(header.presetName.text, "Symbiosis")
                XCTAssertFalse(header.presetName.isEllipsized, "\(width) px: “Symbiosis” shows whole")
                XCTAssertLessThanOrEqual(header.presetName.measure(horizontal: true).natural, header.presetName.width)
                XCTAssertEqual(header.presetStatus.hasCSSClass("mark"), compact, "\(width) px: a dot when compact")
                XCTAssertEqual(header.presetStatus.text, compact ? "" : "edited")
            }
        }
    }
}
