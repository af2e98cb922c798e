import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Defect 14: Ctrl+S on a preset deleted while it runs ("not saved") proposes its own name and
/// tag colour, not "My preset" in the default colour: saving it again is what the state asks.
final class SaveDeletedPresetTests: XCTestCase {
    func testSavingADeletedPresetProposesItsNameAndTag() throws {
        try MainActor.assumeIsolated {
            let user = try TemporaryUserPresets("save-deleted")
            defer { user.remove() }
            let library = user.makeLibrary()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(library: library))
            defer { UITestSupport.close(window) }
            let tag = RGBColor(hex: "#2ec4b6")!
            try XCTUnwrap(window.editor.row(id: .decay)).scale.value = 0.95
            XCTAssertEqual(window.libraryController.savePreset(name: "Night Moss", tag: tag, overwrite: false), .saved)
            let saved = try XCTUnwrap(window.state.selectedPreset)
            window.libraryController.deletePreset(id: saved.id)
            XCTAssertTrue(MainLoop.run(until: { window.presets.count == library.builtins.count }, timeout: 2))
            XCTAssertEqual(window.header.presetStatus.text, "not saved")

            window.perform(.save)
            let panel = window.editor.toolbar.savePanel
            XCTAssertTrue(MainLoop.run(until: { panel.popover.isMapped }, timeout: 2), "the save form opens")
            XCTAssertEqual(panel.nameEntry.text, "Night Moss", "its own name")
            XCTAssertEqual(
                RGBColor(red: panel.tagButton.rgb.red, green: panel.tagButton.rgb.green, blue: panel.tagButton.rgb.blue)
                    .hex, tag.hex, "its own tag colour")
            XCTAssertEqual(panel.nameCheck, .free, "the name is free again: Save saves it back")
            panel.save()
            XCTAssertTrue(MainLoop.run(until: { window.state.selectedPreset?.name == "Night Moss" }, timeout: 2))
            XCTAssertEqual(window.state.selectedPreset?.tag.hex, tag.hex)
            XCTAssertFalse(window.header.presetStatus.isVisible, "saved again: nothing to flag")
        }
    }
}
