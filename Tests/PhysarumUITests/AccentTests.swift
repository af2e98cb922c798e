import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Defect 15: a suggested action in any window the app opens — GTK's colour chooser's Select
/// among them — is drawn in the app's accent, not GTK's blue beside the app's violet Save.
final class AccentTests: XCTestCase {
    func testASuggestedActionInAnotherWindowIsInTheAppsAccent() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            // A window of its own with a dialog's main button, as GtkColorChooserDialog has.
            let dialog = Window(application: window.application)
            let select = Button(label: "Select")
            select.addCSSClass("suggested-action")
            select.setSizeRequest(width: 160, height: 60)
            dialog.setChild(select)
            dialog.present()
            defer { dialog.destroy() }
            XCTAssertTrue(MainLoop.run(until: { select.isMapped }, timeout: 3))
            MainLoop.run(until: { false }, timeout: 0.5)
            let frame = try XCTUnwrap(select.surfaceBounds)
            // Xvfb has no window manager: the new window sits at the screen's origin.
            let shot = try ScreenShot()
            let color = try XCTUnwrap(shot.color(atX: Int(frame.x) + 12, y: Int(frame.y) + 8))
            for (seen, accent) in [
                (color.red, ChromeColors.accent.red), (color.green, ChromeColors.accent.green),
                (color.blue, ChromeColors.accent.blue),
            ] {
                XCTAssertEqual(
                    seen, accent, accuracy: 6 / 255, "Select is \(color.hex), the accent \(ChromeColors.accent.hex)")
            }
        }
    }
}
