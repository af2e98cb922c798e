import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// Unsaved edits survive closing the window and a `kill -9`, and come back with the header
/// saying "edited" and a toast saying where they came from (UnsavedEditsKeeper).
final class UnsavedEditsTests: XCTestCase {
    private func temporaryDirectory() throws -> URL {
        try TemporaryDirectory("unsaved", removedBy: addTeardownBlock).url
    }

    /// A 1280×800 window with `options` that keeps its unsaved edits in `directory`.
    @MainActor
    private func openWindow(
        keepingEditsIn directory: URL, _ options: TestWindowOptions = TestWindowOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> MainWindow {
        var options = options
        options.unsavedEditsDirectory = directory
        return try UITestSupport.openWindow(width: 1280, height: 800, options, file: file, line: line)
    }

    func testClosingWithEditsKeepsThemAndTheNextWindowBringsThemBackSaidSo() throws {
        let directory = try temporaryDirectory()
        try MainActor.assumeIsolated {
            let first = try openWindow(keepingEditsIn: directory)
            first.showPreset(at: 2)
            let name = try XCTUnwrap(first.state.selectedPreset).name
            first.state.edit(.decay, to: 0.77)
            first.state.edit(.bloom, to: 1.7)
            XCTAssertEqual(first.header.presetStatus.text, "edited")
            first.window.close()  // the close button's path: close-request, then destroy
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("window.json").path),
                "the edits are on disk once the window closed")

            let second = try openWindow(keepingEditsIn: directory)
            defer { UITestSupport.close(second) }
            XCTAssertEqual(second.state.selectedPreset?.name, name, "the edited preset runs again")
            XCTAssertEqual(second.state.params.decay, 0.77, accuracy: 1e-9)
            XCTAssertEqual(second.state.params.bloom, 1.7, accuracy: 1e-9)
            XCTAssertEqual(second.player.params, second.state.params, "the player runs them")
            XCTAssertTrue(second.header.presetStatus.isVisible)
            XCTAssertEqual(second.header.presetStatus.text, "edited")
            XCTAssertTrue(second.toast.isShown, "a toast says they are back")
            XCTAssertTrue(second.toast.message.text.contains(name), second.toast.message.text)
            // Their undo history came with them: two steps back to the preset.
            XCTAssertTrue(second.state.undo())
            XCTAssertTrue(second.state.undo())
            XCTAssertFalse(second.state.isModified)
            XCTAssertTrue(second.state.redo())
            XCTAssertTrue(second.state.redo())
            // The toast's Revert is the editor's revert.
            XCTAssertEqual(second.toast.actionButton.label, "Revert")
            second.toast.actionButton.click()
            XCTAssertFalse(second.state.isModified)
            XCTAssertFalse(second.header.presetStatus.isVisible)
        }
    }

    func testAWindowWithoutEditsRestoresNothingAndSaysNothing() throws {
        let directory = try temporaryDirectory()
        try MainActor.assumeIsolated {
            let first = try openWindow(keepingEditsIn: directory)
            first.showPreset(at: 1)
            first.showPreset(at: 2)
            first.window.close()
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("window.json").path),
                "presets' own parameters need no keeping")
            let second = try openWindow(keepingEditsIn: directory)
            defer { UITestSupport.close(second) }
            XCTAssertFalse(second.toast.isShown)
            XCTAssertFalse(second.state.isModified)
        }
    }

    func testAPresetAskedForAtStartRunsAndTheEditsStayOneUndoAway() throws {
        let directory = try temporaryDirectory()
        try MainActor.assumeIsolated {
            let first = try openWindow(keepingEditsIn: directory)
            first.showPreset(at: 2)
            let edited = try XCTUnwrap(first.state.selectedID)
            first.state.edit(.decay, to: 0.77)
            first.window.close()
            MainLoop.run(until: { false }, timeout: 0.1)

            let asked = presets[0].id
            let second = try openWindow(keepingEditsIn: directory, TestWindowOptions(startPresetID: asked))
            XCTAssertEqual(second.state.selectedID, asked, "--preset wins")
            XCTAssertFalse(second.state.isModified)
            XCTAssertTrue(second.toast.isShown)
            XCTAssertTrue(second.toast.message.text.contains("Undo"), second.toast.message.text)
            XCTAssertTrue(second.state.undo())
            XCTAssertEqual(second.state.selectedID, edited)
            XCTAssertEqual(second.state.params.decay, 0.77, accuracy: 1e-9)
            // Kept on: the history still holds them when this window closes too.
            second.state.redo()
            second.window.close()
            MainLoop.run(until: { false }, timeout: 0.1)
            let third = try openWindow(keepingEditsIn: directory)
            defer { UITestSupport.close(third) }
            XCTAssertEqual(third.state.selectedID, asked)
            XCTAssertTrue(third.state.undo())
            XCTAssertEqual(third.state.params.decay, 0.77, accuracy: 1e-9)
        }
    }

    func testEditsOfADeletedPresetComeBackNamedAndNotSaved() throws {
        let directory = try temporaryDirectory()
        let user = try TemporaryUserPresets("unsaved-deleted")
        defer { user.remove() }
        try MainActor.assumeIsolated {
            let library = user.makeLibrary()
            let saved = try library.save(
                library.makePreset(name: "Mine", tag: RGBColor(red: 1, green: 0, blue: 0), params: presets[0].params))
            let first = try openWindow(keepingEditsIn: directory, TestWindowOptions(library: library))
            first.state.select(saved.id)
            first.state.edit(.decay, to: 0.77)
            first.window.close()
            MainLoop.run(until: { false }, timeout: 0.1)
            try library.delete(id: saved.id)

            let second = try openWindow(keepingEditsIn: directory, TestWindowOptions(library: user.makeLibrary()))
            defer { UITestSupport.close(second) }
            XCTAssertNil(second.state.selectedPreset)
            XCTAssertEqual(second.state.params.decay, 0.77, accuracy: 1e-9)
            XCTAssertEqual(second.header.presetName.text, "Mine", "the header still names it")
            XCTAssertEqual(second.header.presetStatus.text, "not saved")
            XCTAssertTrue(second.toast.isShown)
            XCTAssertFalse(second.toast.actionButton.isVisible, "nothing to revert to")
        }
    }

    /// The real `physarum` binary in a home of its own, read and edited over AT-SPI.
    private struct RealApp {
        struct Reading: Decodable {
            var sliders: [String: Double]
            var buttons: [String]
        }

        let binary: URL
        let script: String
        let home: URL
        var environment: [String: String]
        /// Where its first window keeps unsaved edits.
        var kept: URL { home.appendingPathComponent("state/physarum/unsaved/window.json") }

        init(home: URL) throws {
            let environment = ProcessInfo.processInfo.environment
            guard environment["DISPLAY"] != nil else { throw XCTSkip("no X display: run under xvfb-run (make test)") }
            guard environment["DBUS_SESSION_BUS_ADDRESS"] != nil else {
                throw XCTSkip("no D-Bus session: run inside dbus-run-session (scripts/test/test.sh does)")
            }
            script = RepositoryRoot.testScript("atspi-values.py").path
            binary = try BuiltProduct.url("physarum", besideBundleOf: UnsavedEditsTests.self)
            self.home = home
            var child = AppEnvironment.isolated(under: home, from: environment)
            child["GTK_A11Y"] = nil  // the accessibility bridge must run in the child
            child["GDK_DEBUG"] = "gl-disable"  // answers the bus at once (see AccessibilityTests)
            self.environment = child
        }

        func start() throws -> Process {
            let app = Process()
            app.executableURL = binary
            app.environment = environment
            app.standardOutput = FileHandle.nullDevice
            app.standardError = FileHandle.nullDevice
            try app.run()
            return app
        }

        /// Sets `sets` ("Slider=value") over AT-SPI once the app is on the bus, then reads.
        func read(_ sets: [String] = []) throws -> Reading {
            let result = try ChildProcess.run("/usr/bin/python3", [script, "physarum", "40"] + sets)
            XCTAssertEqual(result.status, 0, result.stdout)
            return try JSONDecoder().decode(Reading.self, from: result.stdoutData)
        }

        /// Whether the kept edits hold `agents` and `decay` within `seconds`.
        func waitForKept(agents: Int, decay: Double, seconds: Double) -> Bool {
            let holds = {
                guard let data = try? Data(contentsOf: kept),
                    let edits = try? JSONDecoder().decode(UnsavedEdits.self, from: data)
                else { return false }
                return edits.params.agents == agents && edits.params.decay == decay
            }
            let deadline = Date().addingTimeInterval(seconds)
            while !holds() && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            return holds()
        }
    }

    /// Edited over AT-SPI as a screen reader user would, then `kill -9` (no close, no flush):
    /// the next start runs the edits, and the title says "edited".
    func testKillNineMidEditLosesNothing() throws {
        let app = try RealApp(home: try temporaryDirectory())
        let first = try app.start()
        let edited = try app.read(["Agents=500000", "Decay=0.5"])
        XCTAssertEqual(edited.sliders["Agents"], 500_000)
        // Mid-edit: as soon as the edits are on disk (at most UnsavedEditsKeeper's delay after).
        let written = app.waitForKept(agents: 500_000, decay: 0.5, seconds: 5)
        kill(first.processIdentifier, SIGKILL)  // ended by its PID
        first.waitUntilExit()
        XCTAssertTrue(written, "the edits reach the disk while the app runs")

        let second = try app.start()
        defer {
            kill(second.processIdentifier, SIGTERM)
            second.waitUntilExit()
        }
        let restored = try app.read()
        XCTAssertEqual(restored.sliders["Agents"], 500_000, "the edit is back")
        XCTAssertEqual(restored.sliders["Decay"], 0.5)
        XCTAssertTrue(
            restored.buttons.contains { $0.hasPrefix("Preset: ") && $0.contains("edited") },
            "the title says edited: \(restored.buttons.filter { $0.hasPrefix("Preset") })")
    }

    /// SIGTERM (a session ending) closes as the close button does: the edits and the settings
    /// are written and the app exits normally, rather than dying of the signal.
    func testSIGTERMWritesEverythingAndExitsCleanly() throws {
        let app = try RealApp(home: try temporaryDirectory())
        let running = try app.start()
        _ = try app.read(["Agents=600000", "Decay=0.6"])
        kill(running.processIdentifier, SIGTERM)
        running.waitUntilExit()
        XCTAssertEqual(running.terminationReason, .exit, "it quits by itself")
        XCTAssertEqual(running.terminationStatus, 0)
        XCTAssertTrue(app.waitForKept(agents: 600_000, decay: 0.6, seconds: 0), "the edits are on disk")
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: app.home.appendingPathComponent("config/physarum/settings.json").path),
            "the settings are written, as at a close")
    }
}
