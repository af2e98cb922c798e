import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Library stacking, fullscreen and the chrome toggle.
final class ChromeTests: XCTestCase {
    func testLibraryInSheetModeClosesTheEditorSheetFirst() throws {
        try UITestSupport.withSheet { window in

            window.header.titleButton.click()
            UITestSupport.settle(window)
            XCTAssertTrue(window.library.isOpen)
            XCTAssertEqual(window.sheet.detent, .closed, "no stacked sheets")
            XCTAssertFalse(window.presenter.showEditor)
        }
    }

    func testLibraryBesideTheSidePaneOpensOverIt() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            window.header.libraryButton.click()
            UITestSupport.settle(window)
            XCTAssertTrue(window.library.isOpen)
            XCTAssertTrue(window.presenter.showEditor, "the pane stays open")
            XCTAssertTrue(window.sidePane.isRevealed)
            window.perform(.escape)
            UITestSupport.settle(window)
            XCTAssertFalse(window.library.isOpen, "Esc closes the library")
            XCTAssertFalse(window.library.root.isVisible, "a closed library takes no clicks")
            XCTAssertTrue(window.sidePane.isRevealed, "and leaves the pane alone")
        }
    }

    func testSelectingAPresetSwitchesTheEngine() throws {
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { UITestSupport.close(window) }
            XCTAssertGreaterThanOrEqual(window.presets.count, 16, "the built-in library is loaded")
            XCTAssertTrue(MainLoop.run(until: { engine.frames > 0 }, timeout: 5), "the player renders frames")
            window.perform(.library)
            UITestSupport.settle(window)
            window.library.activate(2)
            UITestSupport.settle(window)
            XCTAssertEqual(window.currentIndex, 2)
            XCTAssertEqual(engine.applied.last, window.presets[2].params)
            XCTAssertEqual(window.header.presetName.text, window.presets[2].name)
            XCTAssertFalse(window.library.isOpen, "choosing closes the library")
            XCTAssertTrue(window.library.chips[2].hasCSSClass("current"))

            window.perform(.nextPreset)
            XCTAssertEqual(window.currentIndex, 3)
            window.perform(.previousPreset)
            window.perform(.previousPreset)
            window.perform(.previousPreset)
            XCTAssertEqual(window.currentIndex, 0)
            window.perform(.previousPreset)
            XCTAssertEqual(window.currentIndex, window.presets.count - 1, "previous wraps around")
            XCTAssertEqual(engine.applied.last, window.presets.last?.params)
        }
    }

    func testEditingASliderChangesTheRunningEngine() throws {
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { UITestSupport.close(window) }
            XCTAssertEqual(
                window.editor.rows.count, 3 + 6 + 9 + 4 + 3 + 8,
                "a row per parameter (species rows follow the switcher)")
            let decay = try XCTUnwrap(window.editor.row(id: .decay))
            decay.scale.value = 0.95
            XCTAssertEqual(engine.applied.last?.decay ?? 0, 0.95, accuracy: 1e-9)

            window.editor.speciesSwitcher.select(1)
            let deposit = try XCTUnwrap(
                window.editor.row(id: .species(1, .deposit)), "the switcher rebinds species rows")
            deposit.scale.value = 7
            XCTAssertEqual(engine.applied.last?.species[1].deposit ?? 0, 7, accuracy: 1e-9)
            XCTAssertEqual(engine.applied.last?.species[0].deposit, window.presets[0].params.species[0].deposit)
        }
    }

    func testPauseStopsSteppingButKeepsRendering() throws {
        try MainActor.assumeIsolated {
            let engine = RecordingEngine()
            let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(engine: engine))
            defer { UITestSupport.close(window) }
            XCTAssertTrue(MainLoop.run(until: { engine.frames > 2 }, timeout: 5))
            window.perform(.togglePause)
            let steps = engine.stepsRun
            let frames = engine.frames
            XCTAssertTrue(MainLoop.run(until: { engine.frames > frames + 2 }, timeout: 5), "paused frames still render")
            XCTAssertEqual(engine.stepsRun, steps, "no simulation steps while paused")
        }
    }

    func testFullscreenHidesTheChromeAndLeavingRestoresIt() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            window.perform(.fullscreen)
            UITestSupport.settle(window)
            XCTAssertTrue(window.isFullscreen)
            XCTAssertFalse(window.header.root.isVisible)
            XCTAssertFalse(window.sidePane.isRevealed)
            XCTAssertTrue(window.chrome.exitButton.isVisible, "a small way out")
            XCTAssertTrue(window.presenter.showEditor, "the user's choice is kept")

            window.perform(.toggleChrome)
            XCTAssertTrue(window.header.root.isVisible, "C brings the chrome back in fullscreen")
            window.perform(.toggleChrome)
            XCTAssertFalse(window.header.root.isVisible)

            window.perform(.escape)
            UITestSupport.settle(window)
            XCTAssertFalse(window.isFullscreen)
            XCTAssertTrue(window.header.root.isVisible)
            XCTAssertTrue(window.sidePane.isRevealed, "the pane comes back as it was")
            XCTAssertFalse(window.chrome.exitButton.isVisible)
        }
    }

    func testFullscreenRestoresAnOpenSheet() throws {
        try UITestSupport.withSheet { window in
            window.sheet.setDetent(.large, animated: false)
            window.chrome.exitButton.click()  // not visible yet: acts as the F11 action
            UITestSupport.settle(window)
            XCTAssertTrue(window.isFullscreen)
            XCTAssertEqual(window.sheet.detent, .closed)
            window.perform(.fullscreen)
            UITestSupport.settle(window)
            XCTAssertEqual(window.sheet.detent, .large, "the sheet returns at its detent")
            XCTAssertTrue(window.presenter.showEditor)
        }
    }
}
