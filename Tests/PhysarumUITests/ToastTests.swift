import Foundation
import GtkKit
import XCTest

@testable import PhysarumUI

/// A toast fits its window however long its words: a clip or snapshot path is one word, and a
/// toast as wide as that word would run off both sides of a narrow window.
final class ToastTests: XCTestCase {
    func testALongPathWrapsInsideANarrowWindow() throws {
        try MainActor.assumeIsolated {
            let width = 360
            let window = try UITestSupport.openWindow(width: width, height: 420)
            defer { UITestSupport.close(window) }
            // One word with no break in it for Pango (UAX #14 breaks after a hyphen before a letter,
            // never before a digit or around underscores), like "cut-4096-212D8D8A-8194-….webm".
            let path = "/home/someone/Videos/" + String(repeating: "Chase_2026_12_02_00_22_31_", count: 4) + "cut.webm"
            window.toast.show(
                "The clip is cut short: the disk is full. What was recorded is in \(path).", isError: true,
                actionTitle: "Open"
            ) {}
            XCTAssertTrue(
                MainLoop.run(until: { window.toast.root.width > 0 && window.toast.message.width > 0 }, timeout: 5))
            MainLoop.run(until: { false }, timeout: 0.3)
            XCTAssertLessThanOrEqual(
                window.toast.message.measure(horizontal: true).minimum, width,
                "the message can be narrower than the window")
            XCTAssertLessThanOrEqual(window.toast.root.width, width, "the toast is no wider than the window")
            XCTAssertTrue(window.toast.actionButton.isVisible)
        }
    }

    /// A toast shown while the window has no picture yet (its first frame can take seconds)
    /// starts its time with the picture, not before; once the picture shows, at once.
    func testAToastShownBeforeThePictureWaitsForIt() throws {
        try MainActor.assumeIsolated {
            try UITestSupport.requireDisplay()
            let toast = Toast()
            toast.waitForPicture()
            toast.show("Your unsaved edits are back.")
            XCTAssertTrue(toast.isShown)
            XCTAssertNil(toast.hideTimer, "its time waits for the picture")
            toast.pictureShown()
            XCTAssertNotNil(toast.hideTimer, "and starts with it")
            toast.hide()
            toast.show("Saved.")
            XCTAssertNotNil(toast.hideTimer, "after the picture: at once")
            toast.hide()
            toast.pictureShown()
            XCTAssertNil(toast.hideTimer, "the picture again starts nothing when no toast shows")

            let window = try UITestSupport.openWindow(width: 640, height: 400)
            defer { UITestSupport.close(window) }
            XCTAssertTrue(MainLoop.run(until: { window.player.renderedFrames >= 1 }, timeout: 10), "the picture shows")
            XCTAssertFalse(window.toast.waitsForPicture, "the window's toasts run once its picture shows")
        }
    }
}
