import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Saving under a name that is taken: one clear choice (Replace, or another name), by mouse and
/// by keyboard; Save never pretends to work.
final class SaveFlowTests: XCTestCase {
    private var presets: TemporaryUserPresets!
    private var userDirectory: URL { presets.userDirectory }

    override func setUpWithError() throws { presets = try TemporaryUserPresets("save") }

    override func tearDown() { presets.remove() }

    private func makeLibrary() -> PresetLibrary { presets.makeLibrary() }

    /// Opens a window whose library has a user preset "Night Moss" with decay 0.97, the editor's
    /// decay at 0.9, and the save popover open under the pointer.
    @MainActor
    private func openSaveForm() throws -> (MainWindow, SavePanel) {
        let library = makeLibrary()
        let base = library.builtins[0]
        var params = base.params
        params.decay = 0.97
        try library.save(library.makePreset(name: "Night Moss", tag: base.tag, params: params))
        let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(library: library))
        try XCTUnwrap(window.editor.row(id: .decay)).scale.value = 0.9
        window.perform(.save)
        let panel = window.editor.toolbar.savePanel
        XCTAssertTrue(MainLoop.run(until: { panel.popover.isVisible }, timeout: 2))
        UITestSupport.settle(window)
        if let point = Pointer.center(of: panel.nameEntry, in: window) {
            Pointer.xdotool(["mousemove", "\(point.x)", "\(point.y)"])
        }
        return (window, panel)
    }

    private func storedDecays() -> [String: Double] {
        Dictionary(uniqueKeysWithValues: makeLibrary().userPresets.map { ($0.name, $0.params.decay) })
    }

    @MainActor
    private func typeName(_ name: String, into panel: SavePanel, window: MainWindow) {
        XCTAssertTrue(window.window.focusIsWithin(panel.nameEntry) || panel.nameEntry.grabFocus())
        Pointer.xdotool(["key", "ctrl+a"])
        Pointer.xdotool(["type", "--delay", "20", name])
        XCTAssertTrue(
            MainLoop.run(until: { panel.nameEntry.text == name }, timeout: 3), "typed \(panel.nameEntry.text)")
    }

    func testByKeyboardATakenNameOffersReplaceOrAnotherName() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let (window, panel) = try openSaveForm()
            defer { Pointer.park(); UITestSupport.close(window) }
            typeName("night moss", into: panel, window: window)
            XCTAssertFalse(panel.saveButton.isSensitive, "Save is off while the name is taken")
            XCTAssertTrue(panel.replaceButton.isVisible)
            XCTAssertEqual(panel.message.text, "“Night Moss” already exists. Replace it, or choose another name.")
            Pointer.key("Return")
            XCTAssertTrue(panel.popover.isVisible, "Enter on a taken name does not close the form")
            XCTAssertEqual(storedDecays(), ["Night Moss": 0.97], "nothing written")

            // Choice 1: Replace, reached with Tab.
            for _ in 0..<4 where !window.window.focusIsWithin(panel.replaceButton) { Pointer.key("Tab") }
            XCTAssertTrue(window.window.focusIsWithin(panel.replaceButton), "Tab reaches Replace")
            Pointer.key("Return")
            XCTAssertTrue(MainLoop.run(until: { !panel.popover.isVisible }, timeout: 2), "replaced: the form closes")
            XCTAssertEqual(storedDecays(), ["night moss": 0.9], "overwritten, under the name as typed")
            XCTAssertTrue(window.toast.message.text.contains("night moss"), window.toast.message.text)

            // Choice 2: another name, Enter.
            window.perform(.save)
            XCTAssertTrue(MainLoop.run(until: { panel.popover.isVisible }, timeout: 2))
            UITestSupport.settle(window)
            typeName("Night Moss Two", into: panel, window: window)
            XCTAssertTrue(panel.saveButton.isSensitive)
            XCTAssertFalse(panel.replaceButton.isVisible)
            XCTAssertFalse(panel.message.isVisible)
            Pointer.key("Return")
            XCTAssertTrue(MainLoop.run(until: { !panel.popover.isVisible }, timeout: 2))
            XCTAssertEqual(storedDecays(), ["night moss": 0.9, "Night Moss Two": 0.9])
        }
    }

    func testByMouseSaveIsInsensitiveOnATakenNameAndReplaceOverwrites() throws {
        try Pointer.require()
        try MainActor.assumeIsolated {
            let (window, panel) = try openSaveForm()
            defer { Pointer.park(); UITestSupport.close(window) }
            typeName("Night Moss", into: panel, window: window)
            let save = try XCTUnwrap(Pointer.center(of: panel.saveButton, in: window))
            Pointer.click(save)
            XCTAssertTrue(panel.popover.isVisible, "a click on the insensitive Save does nothing")
            XCTAssertEqual(storedDecays(), ["Night Moss": 0.97])
            let replace = try XCTUnwrap(Pointer.center(of: panel.replaceButton, in: window))
            Pointer.click(replace)
            XCTAssertTrue(MainLoop.run(until: { !panel.popover.isVisible }, timeout: 2))
            XCTAssertEqual(storedDecays(), ["Night Moss": 0.9])

            // A built-in's name: no Replace, only "choose another name", worded the same way.
            window.perform(.save)
            XCTAssertTrue(MainLoop.run(until: { panel.popover.isVisible }, timeout: 2))
            UITestSupport.settle(window)
            let builtin = window.presets[0].name
            typeName(builtin, into: panel, window: window)
            XCTAssertFalse(panel.saveButton.isSensitive)
            XCTAssertFalse(panel.replaceButton.isVisible)
            XCTAssertEqual(panel.message.text, "“\(builtin)” is a built-in preset. Choose another name.")

            typeName("Fresh", into: panel, window: window)
            Pointer.click(try XCTUnwrap(Pointer.center(of: panel.saveButton, in: window)))
            XCTAssertTrue(MainLoop.run(until: { !panel.popover.isVisible }, timeout: 2))
            XCTAssertEqual(storedDecays(), ["Night Moss": 0.9, "Fresh": 0.9])
        }
    }
}
