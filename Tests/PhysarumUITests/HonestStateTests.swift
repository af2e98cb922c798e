import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// The window never hides what runs: the header names it and says when it differs from the
/// preset, a pause shows, C keeps a window's controls, the sheet comes back after the library.
final class HonestStateTests: XCTestCase {
    private var presets: TemporaryUserPresets!

    override func setUpWithError() throws { presets = try TemporaryUserPresets("honest") }

    override func tearDown() { presets.remove() }

    func testDeletingTheRunningPresetKeepsItsNameAndSaysItIsNotSaved() throws {
        try MainActor.assumeIsolated {
            let library = presets.makeLibrary()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(library: library))
            defer { UITestSupport.close(window) }
            try XCTUnwrap(window.editor.row(id: .decay)).scale.value = 0.95
            XCTAssertEqual(
                window.libraryController.savePreset(name: "Night Moss", tag: window.presets[0].tag, overwrite: false),
                .saved)
            let saved = try XCTUnwrap(window.state.selectedPreset)
            XCTAssertNil(window.header.presetStatus.isVisible ? window.header.presetStatus.text : nil, "just saved")
            let running = window.state.params

            window.setLibraryOpen(true)
            UITestSupport.settle(window)
            try XCTUnwrap(window.library.userMenus[saved.id]).deleteButton.click()
            XCTAssertTrue(MainLoop.run(until: { window.presets.count == library.builtins.count }, timeout: 2))
            XCTAssertEqual(window.header.presetName.text, "Night Moss", "the header still names what runs")
            XCTAssertTrue(window.header.presetStatus.isVisible)
            XCTAssertEqual(window.header.presetStatus.text, "not saved")
            XCTAssertEqual(window.state.params, running, "the picture keeps running the deleted preset")
            XCTAssertFalse(window.library.chips.contains { $0.hasCSSClass("current") }, "no other tile claims it")
            XCTAssertTrue(window.window.focusIsWithin(window.library.root), "the focus stays in the library")

            window.toast.actionButton.click()  // Undo
            XCTAssertEqual(window.header.presetName.text, "Night Moss")
            XCTAssertFalse(window.header.presetStatus.isVisible, "back in the library: nothing to flag")
            let index = try XCTUnwrap(window.presets.firstIndex { $0.id == saved.id })
            XCTAssertTrue(window.library.chips[index].hasCSSClass("current"))
        }
    }

    func testEditsShowEditedAndRevertBringsThePresetBack() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            let revert = window.editor.toolbar.revertButton
            XCTAssertFalse(window.header.presetStatus.isVisible, "the preset as saved")
            XCTAssertFalse(revert.isSensitive, "nothing to revert")

            try XCTUnwrap(window.editor.row(id: .decay)).scale.value = 0.95
            XCTAssertTrue(window.header.presetStatus.isVisible, "an edit shows")
            XCTAssertEqual(window.header.presetStatus.text, "edited")
            XCTAssertTrue(revert.isSensitive)
            revert.click()
            XCTAssertEqual(window.state.params, window.state.baseline, "Revert restores the preset's values")
            XCTAssertFalse(window.header.presetStatus.isVisible)
            XCTAssertFalse(revert.isSensitive)

            window.editor.toolbar.randomizeButton.click()
            XCTAssertEqual(window.header.presetStatus.text, "edited", "randomize shows too")
            XCTAssertTrue(window.header.presetStatus.isVisible)
            window.perform(.undo)
            XCTAssertFalse(window.header.presetStatus.isVisible, "undo back to the preset clears it")
        }
    }

    func testPauseShowsAndTheHeaderHasAPlayPauseControl() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            XCTAssertFalse(window.pausedBadge.isVisible)
            XCTAssertEqual(window.header.pauseButton.iconName, "media-playback-pause-symbolic")
            window.header.pauseButton.click()
            XCTAssertTrue(window.player.isPaused, "the header button pauses")
            XCTAssertTrue(window.pausedBadge.isVisible, "the paused state shows over the player")
            XCTAssertEqual(window.header.pauseButton.iconName, "media-playback-start-symbolic", "it offers Play")
            Pointer.click((200, 400))  // the player gets the keys
            Pointer.key("space")
            XCTAssertTrue(MainLoop.run(until: { !window.player.isPaused }, timeout: 2), "Space plays again")
            XCTAssertFalse(window.pausedBadge.isVisible)
            XCTAssertEqual(window.header.pauseButton.iconName, "media-playback-pause-symbolic")
        }
    }

    func testCInAWindowKeepsTheWindowControls() throws {
        try Pointer.require()
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            defer { Pointer.park() }
            Pointer.click((200, 400))
            Pointer.key("c")
            XCTAssertTrue(window.header.root.isVisible, "in a window C leaves the header and its controls")
            XCTAssertTrue(window.sidePane.isRevealed)
            window.perform(.fullscreen)
            UITestSupport.settle(window)
            window.perform(.toggleChrome)
            XCTAssertTrue(window.header.root.isVisible, "in fullscreen C shows the hidden chrome")
            window.perform(.toggleChrome)
            XCTAssertFalse(window.header.root.isVisible, "and hides it again")
            window.perform(.fullscreen)
        }
    }

    func testThePortraitLibraryGivesTheSheetBack() throws {
        try UITestSupport.withSheet { window in
            for close in ["Esc", "a chosen preset"] {
                window.perform(.library)
                UITestSupport.settle(window)
                XCTAssertEqual(window.sheet.detent, .closed, "the sheet makes way for the library")
                if close == "Esc" { window.perform(.escape) } else { window.library.activate(3) }
                UITestSupport.settle(window)
                XCTAssertFalse(window.library.isOpen)
                XCTAssertEqual(window.sheet.detent, .medium, "after \(close) the sheet is back")
                XCTAssertTrue(window.presenter.showEditor)
            }
            // A sheet the user had closed stays closed.
            window.perform(.toggleEditor)
            UITestSupport.settle(window)
            window.perform(.library)
            window.perform(.escape)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .closed)
        }
    }
}
