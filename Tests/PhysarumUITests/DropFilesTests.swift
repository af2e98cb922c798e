import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// Preset files dropped on the window (the player) or the library: the drop GTK delivers — a
/// GdkFileList on the real GtkDropTarget of the real widget — imports and runs them with the rules
/// of opening them; each file gets its result; a broken one changes nothing.
final class DropFilesTests: XCTestCase {
    private var presets: TemporaryUserPresets!
    private var root: URL { presets.userDirectory.deletingLastPathComponent() }

    override func setUpWithError() throws {
        presets = try TemporaryUserPresets("drop")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("out"), withIntermediateDirectories: true)
    }

    override func tearDown() { presets.remove() }

    private func userFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: presets.userDirectory.path)) ?? []).sorted()
    }

    /// A preset file outside the library: Chase under another id and name.
    private func presetFile(id: String, name: String) throws -> String {
        var preset = try XCTUnwrap(presets.makeLibrary().preset(id: "chase"))
        preset.id = id
        preset.name = name
        let url = root.appendingPathComponent("out/\(PresetFileType.suggestedName(id: id))")
        try PresetCoder.encode(preset).write(to: url)
        return url.path
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = root.appendingPathComponent("out/\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func withWindow(_ body: @MainActor (MainWindow) throws -> Void) throws {
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(library: presets.makeLibrary()), body)
    }

    func testAFileDroppedOnThePlayerIsImportedAndRuns() throws {
        let shared = try presetFile(id: "dropped", name: "Dropped")
        try withWindow { window in
            XCTAssertTrue(window.presetFiles.drops.player.drop(paths: [shared], x: 300, y: 300), "the drop is taken")
            XCTAssertEqual(window.state.selectedID, "dropped", "the dropped preset runs")
            XCTAssertEqual(window.header.presetName.text, "Dropped")
            XCTAssertEqual(userFiles(), ["dropped.json"])
            XCTAssertEqual(window.toast.message.text, "Imported “Dropped”.")
            XCTAssertFalse(window.library.importBanner.isShown)
        }
    }

    func testSeveralFilesDroppedOnTheLibraryEachGetTheirResult() throws {
        let first = try presetFile(id: "first-drop", name: "First Drop")
        let broken = try file("broken.physarum", #"{"version": 1, "id": "x", "name": "#)
        var many = try XCTUnwrap(
            JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: presetFile(id: "many", name: "Many"))))
                as? [String: Any])
        var params = try XCTUnwrap(many["params"] as? [String: Any])
        params["agents"] = 99_999_999
        many["params"] = params
        let outOfRange = try file(
            "agents.physarum", String(decoding: try JSONSerialization.data(withJSONObject: many), as: UTF8.self))
        let second = try presetFile(id: "second-drop", name: "Second Drop")
        try withWindow { window in
            let before = window.presets.map(\.id)
            window.setLibraryOpen(true)
            XCTAssertTrue(window.presetFiles.drops.library.drop(paths: [first, broken, outOfRange, second]))
            XCTAssertEqual(window.state.selectedID, "second-drop", "the last good file runs")
            XCTAssertEqual(userFiles(), ["first-drop.json", "second-drop.json"], "the broken ones wrote nothing")
            XCTAssertEqual(
                window.presets.map(\.id).filter { !before.contains($0) }.sorted(), ["first-drop", "second-drop"])
            let banner = window.library.importBanner
            XCTAssertTrue(banner.isShown, "a failure among them: the banner")
            XCTAssertEqual(banner.headline.text, "2 of 4 files could not be imported.")
            XCTAssertEqual(
                banner.lines,
                [
                    "Imported “First Drop”.",
                    "“broken.physarum”: not a valid preset file (its JSON cannot be read).",
                    "“agents.physarum”: Agents is 99 999 999, outside 1 000 … 2 000 000.",
                    "Imported “Second Drop”.",
                ])
            XCTAssertEqual(banner.details.text, banner.lines.joined(separator: "\n"), "each file on a line of its own")
            XCTAssertTrue(window.library.isOpen)
            banner.closeButton.click()
            XCTAssertFalse(banner.isShown, "dismissed")
        }
    }

    func testADropOfOtherFilesIsRefusedAndChangesNothing() throws {
        let picture = try file("photo.png", "not a preset")
        try withWindow { window in
            let selected = window.state.selectedID
            let presets = window.presets
            XCTAssertTrue(window.presetFiles.drops.player.drop(paths: [picture]))
            XCTAssertEqual(window.state.selectedID, selected)
            XCTAssertEqual(window.presets, presets)
            XCTAssertEqual(userFiles(), [])
            XCTAssertEqual(
                window.library.importBanner.lines,
                ["“photo.png”: not a preset file (preset files end in .physarum)."])
            XCTAssertTrue(window.library.isOpen, "the library opens on the banner")
        }
    }

    /// A real drag from another application (scripts/test/drag-files.py, a GTK drag source) over the
    /// X server's drag-and-drop protocol: GTK marks the player while the file hovers it, and the
    /// drop imports and runs the file.
    func testARealDragFromAnotherApplicationHighlightsThePlayerAndImports() throws {
        try Pointer.require()
        let script = RepositoryRoot.testScript("drag-files.py")
        let gtkCheck = "import gi; gi.require_version('Gtk', '4.0'); from gi.repository import Gtk"
        guard (try? ChildProcess.run("/usr/bin/python3", ["-c", gtkCheck]))?.status == 0 else {
            throw XCTSkip("/usr/bin/python3 cannot load GTK 4 (python3-gi, gir1.2-gtk-4.0)")
        }
        let dragged = try presetFile(id: "dragged", name: "Dragged")
        let source = try ChildProcess.start("/usr/bin/python3", [script.path, dragged])
        defer { _ = source.wait(timeout: 0) }
        try withWindow { window in
            defer { Pointer.park() }
            // The source's window beside the app's (no window manager: windows stay where put).
            Pointer.xdotool(["search", "--sync", "--name", "^physarum-drag-source$", "windowmove", "%1", "1320", "40"])
            MainLoop.run(until: { false }, timeout: 1)
            Pointer.xdotool([
                "mousemove", "1420", "140", "mousedown", "1", "mousemove", "1400", "160", "sleep", "0.2",
                "mousemove", "1000", "300", "sleep", "0.2", "mousemove", "400", "400", "sleep", "0.3",
                "mousemove", "410", "410", "sleep", "0.3",
            ])
            XCTAssertTrue(
                MainLoop.run(until: { window.player.root.isDropActive }, timeout: 5),
                "GTK marks the player while the file hovers it")
            Pointer.xdotool(["mouseup", "1"])
            XCTAssertTrue(
                MainLoop.run(until: { window.state.selectedID == "dragged" }, timeout: 10),
                "the dropped file runs: \(window.toast.message.text)")
            XCTAssertFalse(window.player.root.isDropActive, "the mark goes with the drag")
            XCTAssertEqual(userFiles(), ["dragged.json"])
        }
    }
}
