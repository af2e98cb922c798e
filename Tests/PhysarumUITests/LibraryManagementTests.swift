import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Saving, renaming, deleting, importing presets through the window, against a temporary
/// user preset directory (the built-ins come from data/).
final class LibraryManagementTests: XCTestCase {
    private var presets: TemporaryUserPresets!
    private var userDirectory: URL { presets.userDirectory }

    override func setUpWithError() throws { presets = try TemporaryUserPresets("library") }

    override func tearDown() { presets.remove() }

    private func makeLibrary() -> PresetLibrary { presets.makeLibrary() }

    private func userFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: userDirectory.path)) ?? []).sorted()
    }

    func testSaveListsItReloadsEqualAsksBeforeOverwritingRenamesAndDeletes() throws {
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(library: makeLibrary())) { window in
            let builtinCount = window.presets.count
            try XCTUnwrap(window.editor.row(id: .decay)).scale.value = 0.97

            // Save (Ctrl+S opens the popover).
            window.perform(.save)
            let panel = window.editor.toolbar.savePanel
            XCTAssertTrue(MainLoop.run(until: { panel.popover.isVisible }, timeout: 2), "Ctrl+S opens the save popover")
            panel.nameEntry.text = "Night Moss"
            panel.saveButton.click()
            XCTAssertFalse(panel.popover.isVisible, "saved: the popover closes")
            XCTAssertEqual(window.presets.count, builtinCount + 1)
            let saved = try XCTUnwrap(window.presets.first { $0.name == "Night Moss" })
            XCTAssertFalse(saved.isBuiltin)
            XCTAssertEqual(window.state.selectedID, saved.id, "the saved preset becomes the selection")
            XCTAssertEqual(window.header.presetName.text, "Night Moss")
            XCTAssertEqual(window.library.chips.count, window.presets.count, "the library lists it")
            XCTAssertNotNil(window.library.userMenus[saved.id], "marked as the user's, with a menu")
            let reloaded = makeLibrary().userPresets
            XCTAssertEqual(reloaded.map(\.name), ["Night Moss"])
            XCTAssertEqual(
                reloaded.first?.params, window.state.params.roundedForDisplay,
                "reload from disk is equal at the shown precision")
            XCTAssertFalse(window.state.isModified, "just saved: not edited")

            // The same name again: Save turns insensitive and Replace is the one way to overwrite.
            try XCTUnwrap(window.editor.row(id: .decay)).scale.value = 0.9
            window.perform(.save)
            panel.nameEntry.text = "night moss"
            XCTAssertTrue(panel.message.isVisible, "says the name is taken")
            XCTAssertTrue(panel.replaceButton.isVisible)
            XCTAssertFalse(panel.saveButton.isSensitive)
            panel.saveButton.click()
            XCTAssertEqual(makeLibrary().userPresets.first?.params.decay, 0.97, "nothing written yet")
            panel.replaceButton.click()
            XCTAssertEqual(makeLibrary().userPresets.first?.params.decay, 0.9, "overwritten")
            XCTAssertEqual(userFiles().count, 1)

            // Rename.
            let menu = try XCTUnwrap(window.library.userMenus[saved.id])
            menu.nameEntry.text = window.presets[0].name
            menu.renameButton.click()
            XCTAssertTrue(menu.message.isVisible, "a built-in's name is refused: \(menu.message.text)")
            XCTAssertEqual(
                menu.message.text, "“\(window.presets[0].name)” is a built-in preset. Choose another name.",
                "worded as the save form words it")
            menu.nameEntry.text = "Dawn Moss"
            menu.renameButton.click()
            XCTAssertTrue(MainLoop.run(until: { window.presets.contains { $0.name == "Dawn Moss" } }, timeout: 2))
            XCTAssertEqual(makeLibrary().userPresets.map(\.name), ["Dawn Moss"])
            XCTAssertEqual(window.library.chips.count, window.presets.count)

            // Delete, then undo from the toast.
            let renamedMenu = try XCTUnwrap(window.library.userMenus[saved.id])
            renamedMenu.deleteButton.click()
            XCTAssertTrue(MainLoop.run(until: { window.presets.count == builtinCount }, timeout: 2))
            XCTAssertEqual(userFiles(), [], "the file is gone")
            XCTAssertTrue(window.toast.isShown)
            XCTAssertTrue(window.toast.message.text.contains("Dawn Moss"), window.toast.message.text)
            window.toast.actionButton.click()
            XCTAssertEqual(window.presets.count, builtinCount + 1, "undo brings it back")
            XCTAssertEqual(makeLibrary().userPresets.map(\.name), ["Dawn Moss"])
        }
    }

    func testImportingABrokenFileShowsAnErrorAndChangesNothing() throws {
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(library: makeLibrary())) { window in
            let before = window.presets
            let params = window.state.params
            let broken = userDirectory.deletingLastPathComponent().appendingPathComponent("broken.json")
            try FileManager.default.createDirectory(
                at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(#"{"version": 1, "id": "x", "name": "#.utf8).write(to: broken)

            window.presetFiles.open([broken.path])
            // The README's banner: in the library, above the tiles, and it stays (no toast over them).
            let banner = window.library.importBanner
            XCTAssertTrue(window.library.isOpen, "the library opens on the problem")
            XCTAssertTrue(banner.isShown, "the error shows in the library's banner")
            XCTAssertEqual(banner.headline.text, "The preset file could not be imported.")
            XCTAssertEqual(
                banner.lines, ["“broken.json”: not a valid preset file (its JSON cannot be read)."])
            XCTAssertFalse(window.toast.isShown, "no toast covers the library")
            UITestSupport.settle(window)
            let bannerBox = try XCTUnwrap(banner.root.bounds(in: window.library.card))
            let gridBox = try XCTUnwrap(window.library.grid.bounds(in: window.library.card))
            XCTAssertLessThanOrEqual(bannerBox.y + bannerBox.height, gridBox.y, "above the tiles, not over them")
            MainLoop.run(until: { false }, timeout: Double(Toast.visibleMilliseconds) / 1000 + 0.2)
            XCTAssertTrue(banner.isShown, "it stays after a toast would have gone")
            XCTAssertEqual(window.presets, before, "the library is unchanged")
            XCTAssertEqual(window.state.params, params)
            XCTAssertEqual(userFiles(), [], "nothing was written")

            // Export the running preset unchanged and import it back: it is that preset.
            let exported = broken.deletingLastPathComponent().appendingPathComponent("exported.json")
            let running = try XCTUnwrap(window.state.selectedPreset)
            window.presetFiles.export(to: exported.path)
            XCTAssertTrue(FileManager.default.fileExists(atPath: exported.path))
            window.presetFiles.open([exported.path])
            XCTAssertFalse(window.toast.root.hasCSSClass("error"), window.toast.message.text)
            XCTAssertTrue(window.toast.message.text.contains("presets already"), window.toast.message.text)
            XCTAssertFalse(banner.isShown, "an import that succeeds takes the banner away")
            XCTAssertEqual(window.presets, before, "no copy of the same preset")
            XCTAssertEqual(window.state.selectedID, running.id)
            XCTAssertEqual(userFiles(), [])

            // Edited, exported and imported back: a new user preset beside it, selected, and said.
            var edited = params
            edited.decay = params.decay == 0.5 ? 0.6 : 0.5
            window.state.setParams(edited)
            window.presetFiles.export(to: exported.path)
            window.presetFiles.open([exported.path])
            XCTAssertFalse(window.toast.root.hasCSSClass("error"), window.toast.message.text)
            XCTAssertEqual(window.presets.count, before.count + 1)
            XCTAssertEqual(window.state.selectedID, running.id + "-2", "the copy runs")
            XCTAssertEqual(window.state.selectedPreset?.name, running.name + " (2)")
            XCTAssertTrue(
                window.toast.message.text.hasPrefix("Imported “\(running.name) (2)”"), window.toast.message.text)
            XCTAssertEqual(window.state.params, edited, "the imported copy has the exported parameters")
            XCTAssertEqual(userFiles().count, 1)
        }
    }

    func testAutoCycleToggleAndPreviousNext() throws {
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(library: makeLibrary())) { window in
            let controls = window.library.controls
            controls.cycleButton.click()
            XCTAssertTrue(window.state.isCycling)
            XCTAssertNotNil(window.autoCycle.timer, "a timer advances the presets")
            controls.nextButton.click()
            XCTAssertEqual(window.currentIndex, 1)
            controls.previousButton.click()
            controls.previousButton.click()
            XCTAssertEqual(window.currentIndex, window.presets.count - 1)
            controls.cycleButton.click()
            XCTAssertFalse(window.state.isCycling)
            XCTAssertNil(window.autoCycle.timer)
        }
    }
}
