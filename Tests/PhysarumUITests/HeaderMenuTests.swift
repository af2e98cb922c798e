import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// The header's primary menu: snapshot, record, fullscreen and preferences without a keyboard,
/// in every width (compact headers drop those buttons, never the menu).
final class HeaderMenuTests: XCTestCase {
    func testThePrimaryMenuOffersCaptureFullscreenAndPreferencesAsWindowActions() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let items = window.header.primaryMenuModel.items
            XCTAssertEqual(
                items.map(\.action),
                [AppAction.snapshot, .record, .fullscreen, .preferences, .shortcuts, .about].map(\.detailedName))
            let registered = Set(window.actions.map { "win." + $0.name })
            for item in items {
                XCTAssertFalse(item.label.isEmpty)
                XCTAssertTrue(registered.contains(item.action), "\(item.action) is a window action")
            }
            XCTAssertTrue(window.header.primaryMenu.isVisible)
            XCTAssertTrue(window.header.primaryMenu.isPrimary, "F10 opens it")
            XCTAssertTrue(window.header.snapshotButton.isVisible && window.header.recordButton.isVisible)
            XCTAssertTrue(window.header.fullscreenButton.isVisible)
        }
    }

    func testTheMenuItemForRecordingSaysStopWhileRecording() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            @MainActor func recordLabel() -> String? {
                window.header.primaryMenuModel.items.first { $0.action == AppAction.record.detailedName }?.label
            }
            XCTAssertEqual(recordLabel(), "Record a Clip")
            window.header.setRecording(true)
            XCTAssertEqual(recordLabel(), "Stop Recording")
            window.header.setRecording(false)
            XCTAssertEqual(recordLabel(), "Record a Clip")
        }
    }

    /// At 360 px the capture, fullscreen and library buttons give way to the menu; everything
    /// left fits inside the window, also while a clip records (the stop button shows its length).
    func testTheCompactHeaderKeepsTheMenuAndFitsWhileRecording() throws {
        try UITestSupport.withWindow(width: 360, height: 720) { window in
            let header = window.header
            for button in [header.snapshotButton, header.recordButton, header.fullscreenButton, header.libraryButton] {
                XCTAssertFalse(button.isVisible, "compact: \(button.tooltip ?? "") is in the menu or the title")
            }
            try assertFits(window, width: 360, "compact")
            header.setRecording(true)
            header.showRecordingTime("10:07")
            UITestSupport.settle(window)
            XCTAssertTrue(header.recordButton.isVisible, "the stop button stays while recording")
            XCTAssertFalse(header.pauseButton.isVisible, "in the pause button's place")
            XCTAssertNil(header.recordButton.label, "compact: a stop icon, no room for the length")
            XCTAssertEqual(header.recordButton.tooltip, "Recording, 10:07. Stop and save (Ctrl+R)")
            try assertFits(window, width: 360, "compact, recording")
            header.setRecording(false)
            UITestSupport.settle(window)
            XCTAssertFalse(header.recordButton.isVisible)
            XCTAssertTrue(header.pauseButton.isVisible, "the pause button is back")
            UITestSupport.resize(window, width: 1280, height: 800)
            header.setRecording(true)
            header.showRecordingTime("0:07")
            XCTAssertEqual(header.recordButton.label, "0:07", "wide: the stop button shows the clip's length")
            header.setRecording(false)
            XCTAssertNil(header.recordButton.label)
        }
    }

    @MainActor
    private func assertFits(_ window: MainWindow, width: Int, _ what: String) throws {
        let header = window.header
        XCTAssertLessThanOrEqual(
            header.bar.measure(horizontal: true).minimum, header.bar.width, "\(what): the header's content fits")
        for (name, widget) in [
            ("menu", header.primaryMenu as Widget), ("editor", header.editorToggle),
            ("controls", header.windowControls),
        ]
            + (header.recordButton.isVisible
                ? [("stop", header.recordButton as Widget)] : [("pause", header.pauseButton)])
        {
            let bounds = try XCTUnwrap(widget.bounds(in: window.overlay), name)
            XCTAssertGreaterThanOrEqual(bounds.x, 0, "\(what): \(name)")
            XCTAssertLessThanOrEqual(bounds.x + bounds.width, Double(width), "\(what): \(name) inside the window")
        }
    }
}
