import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Auto-cycle never replaces unsaved parameters: it pauses while the preset is edited (the
/// header says so) and resumes on revert or save; the header shows its state (CycleIndicator,
/// AutoCycle.apply).
final class CycleIndicatorTests: XCTestCase {
    /// A short interval, so that a step shows within the test (the real one is 25 s).
    static let interval = 0.25

    @MainActor
    private func openCyclingWindow(library: PresetLibrary? = nil) throws -> MainWindow {
        let window = try UITestSupport.openWindow(width: 1280, height: 800, TestWindowOptions(library: library))
        window.autoCycle.setInterval(Self.interval)
        window.showPreset(at: 1)
        window.state.setCycling(true)
        return window
    }

    /// Whether the selection moves within four intervals.
    @MainActor
    private func steps(_ window: MainWindow) -> Bool {
        let before = window.state.selectedID
        return MainLoop.run(until: { window.state.selectedID != before }, timeout: Self.interval * 4)
    }

    func testEditsPauseItRevertResumesItAndTheHeaderSaysWhich() throws {
        try MainActor.assumeIsolated {
            let window = try openCyclingWindow()
            defer { UITestSupport.close(window) }
            let indicator = window.header.cycleIndicator
            XCTAssertEqual(indicator.status, .running)
            XCTAssertTrue(indicator.root.isVisible)
            XCTAssertFalse(indicator.label.isVisible, "running: the icon alone")
            XCTAssertTrue(steps(window), "running, it steps")

            window.state.edit(.bloom, to: 1.9)
            let edited = window.state.params
            XCTAssertEqual(indicator.status, .pausedForEdits)
            XCTAssertTrue(indicator.label.isVisible)
            XCTAssertEqual(indicator.label.text, "cycle paused")
            XCTAssertTrue(indicator.root.tooltip?.contains("save or revert") == true)
            XCTAssertFalse(steps(window), "edited, it waits")
            XCTAssertEqual(window.state.params, edited, "the edits are still running")
            XCTAssertEqual(window.header.presetStatus.text, "edited")

            window.state.resetAll()  // the editor's Revert
            XCTAssertEqual(indicator.status, .running)
            XCTAssertFalse(indicator.label.isVisible)
            XCTAssertTrue(steps(window), "reverted, it steps again")

            window.state.setCycling(false)
            XCTAssertEqual(indicator.status, .off)
            XCTAssertFalse(indicator.root.isVisible, "off: nothing shows")
            XCTAssertFalse(steps(window))
        }
    }

    func testSavingTheEditsResumesIt() throws {
        let user = try TemporaryUserPresets("cycle-save")
        defer { user.remove() }
        try MainActor.assumeIsolated {
            let window = try openCyclingWindow(library: user.makeLibrary())
            defer { UITestSupport.close(window) }
            window.state.edit(.bloom, to: 1.9)
            XCTAssertEqual(window.header.cycleIndicator.status, .pausedForEdits)
            XCTAssertFalse(steps(window))
            let saved = window.libraryController.savePreset(
                name: "Glowing", tag: RGBColor(red: 0, green: 1, blue: 0), overwrite: false)
            XCTAssertEqual(window.state.selectedPreset?.name, "Glowing", "saved: \(saved)")
            XCTAssertEqual(window.header.cycleIndicator.status, .running)
            XCTAssertTrue(steps(window), "saved, it steps again")
        }
    }

    func testTurnedOnWhileEditedItWaitsAndAPresetSwitchKeepsItRunning() throws {
        try UITestSupport.withWindow(width: 1280, height: 800) { window in
            window.autoCycle.setInterval(Self.interval)
            window.state.edit(.bloom, to: 1.9)
            window.state.setCycling(true)
            XCTAssertEqual(window.header.cycleIndicator.status, .pausedForEdits)
            XCTAssertFalse(steps(window))
            // Switching presets by hand drops the edits into undo (as before): a preset's own
            // parameters run, so cycling runs.
            window.perform(.nextPreset)
            XCTAssertEqual(window.header.cycleIndicator.status, .running)
            XCTAssertTrue(steps(window))
        }
    }

    /// A host's own preset edited by its remote (the same state methods): it pauses too.
    func testARemotesEditsOnTheHostPauseItsCycling() throws {
        try MainActor.assumeIsolated {
            let window = try openCyclingWindow()
            defer { UITestSupport.close(window) }
            var params = window.state.params
            params.bloom = 1.9
            window.state.apply(.params(params))
            XCTAssertEqual(window.header.cycleIndicator.status, .pausedForEdits)
            XCTAssertFalse(steps(window))
            window.state.apply(.params(window.state.baseline))
            XCTAssertEqual(window.header.cycleIndicator.status, .running)
            XCTAssertTrue(steps(window))
        }
    }

    func testCompactHeadersShowTheIconOnlyAndTheTitleSaysItAll() throws {
        try MainActor.assumeIsolated {
            let window = try openCyclingWindow()
            defer { UITestSupport.close(window) }
            window.state.edit(.bloom, to: 1.9)
            UITestSupport.resize(window, width: 400, height: 800)
            let indicator = window.header.cycleIndicator
            XCTAssertTrue(indicator.root.isVisible)
            XCTAssertFalse(indicator.label.isVisible, "no room for words at 400 px")
            XCTAssertEqual(
                window.header.titleName,
                "Preset: \(window.state.selectedPreset?.name ?? ""), edited, auto-cycle paused until the edits are saved or reverted. Open the library"
            )
        }
    }
}
