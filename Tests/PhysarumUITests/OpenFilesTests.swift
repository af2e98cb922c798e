import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// Opening preset files given to the app (`physarum FILE`, a file manager's Open With): a good
/// file is imported and runs; a broken one shows its problem and nothing else changes.
final class OpenFilesTests: XCTestCase {
    private var temporary: TemporaryDirectory!
    private var root: URL { temporary.url }
    private var userDirectory: URL { root.appendingPathComponent("data/physarum/presets") }

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory("open")
    }

    override func tearDown() { temporary.remove() }

    private func makeLibrary() -> PresetLibrary {
        PresetLibrary(
            builtinDirectory: DataDirectory.locate()?.appendingPathComponent("presets"), userDirectory: userDirectory)
    }

    private func userFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: userDirectory.path)) ?? []).sorted()
    }

    /// A shared preset file: the built-in Chase under another id and name, with the extension.
    private func writeSharedPreset() throws -> URL {
        var preset = try XCTUnwrap(makeLibrary().preset(id: "chase"))
        preset.id = "shared-chase"
        preset.name = "Shared Chase"
        preset.params.decay = 0.93
        let url = root.appendingPathComponent(PresetFileType.suggestedName(id: preset.id))
        try PresetCoder.encode(preset).write(to: url)
        return url
    }

    /// Opens a window as `physarum FILE` does, runs `check` on it, closes it.
    private func opening(_ file: URL, _ check: @MainActor (MainWindow) throws -> Void) throws {
        try UITestSupport.withWindow(
            width: 1280, height: 800, TestWindowOptions(library: makeLibrary(), openFiles: [file.path]), check)
    }

    func testAGoodFileIsImportedAndRuns() throws {
        let file = try writeSharedPreset()
        try opening(file) { window in
            XCTAssertEqual(window.state.selectedID, "shared-chase", "the opened preset runs")
            XCTAssertEqual(window.header.presetName.text, "Shared Chase")
            XCTAssertEqual(window.state.params.decay, 0.93, accuracy: 1e-9)
            XCTAssertEqual(userFiles(), ["shared-chase.json"], "imported into the user presets")
            XCTAssertEqual(window.toast.message.text, "Imported “Shared Chase”.")
        }
        // Opened again (a second double-click): selected, not refused, not imported twice.
        try opening(file) { window in
            XCTAssertEqual(window.state.selectedID, "shared-chase")
            XCTAssertEqual(window.toast.message.text, "“Shared Chase” is in your presets already.")
            XCTAssertFalse(window.toast.isError)
            XCTAssertEqual(userFiles(), ["shared-chase.json"])
        }
        // Another preset under the same id (the sender edited it): a copy beside it, which runs.
        var changed = try PresetCoder.read(file)
        changed.params.decay = 0.9
        try PresetCoder.encode(changed).write(to: file)
        try opening(file) { window in
            XCTAssertEqual(window.state.selectedID, "shared-chase-2", "the new copy runs")
            XCTAssertEqual(window.header.presetName.text, "Shared Chase (2)")
            XCTAssertEqual(window.state.params.decay, 0.9, accuracy: 1e-9)
            XCTAssertFalse(window.toast.isError)
            XCTAssertTrue(
                window.toast.message.text.hasPrefix(
                    "Imported “Shared Chase (2)” as a new preset beside your “Shared Chase”"), window.toast.message.text
            )
            XCTAssertEqual(userFiles(), ["shared-chase-2.json", "shared-chase.json"])
            XCTAssertEqual(makeLibrary().preset(id: "shared-chase")?.params.decay ?? 0, 0.93, accuracy: 1e-9)
        }
    }

    func testABrokenFileShowsItsProblemAndChangesNothing() throws {
        let broken = root.appendingPathComponent("broken.\(PresetFileType.fileExtension)")
        try Data("{\"version\": 1, \"name\": \"Half".utf8).write(to: broken)
        let missing = root.appendingPathComponent("missing.\(PresetFileType.fileExtension)")
        for file in [broken, missing] {
            try MainActor.assumeIsolated {
                let plain = try UITestSupport.openWindow(
                    width: 1280, height: 800, TestWindowOptions(library: makeLibrary()))
                let expected = (plain.state.selectedID, plain.presets.map(\.id))
                UITestSupport.close(plain)
                let window = try UITestSupport.openWindow(
                    width: 1280, height: 800, TestWindowOptions(library: makeLibrary(), openFiles: [file.path]))
                defer { UITestSupport.close(window) }
                let banner = window.library.importBanner
                XCTAssertTrue(banner.isShown && window.library.isOpen, "\(file.lastPathComponent): shown")
                XCTAssertTrue(
                    banner.lines.first?.contains("“\(file.lastPathComponent)”") == true,
                    "\(banner.lines)")
                XCTAssertEqual(window.state.selectedID, expected.0, "the selection is what it would be")
                XCTAssertEqual(window.presets.map(\.id), expected.1, "the presets are what they were")
                XCTAssertEqual(userFiles(), [], "nothing written")
            }
        }
    }

    /// `physarum A.physarum B.physarum`: the first file's error is not hidden by the second's result.
    func testSeveralFilesEachGetTheirResult() throws {
        let broken = root.appendingPathComponent("A.\(PresetFileType.fileExtension)")
        try Data("[".utf8).write(to: broken)
        let good = try writeSharedPreset()
        try UITestSupport.withWindow(
            width: 1280, height: 800, TestWindowOptions(library: makeLibrary(), openFiles: [broken.path, good.path])
        ) { window in
            XCTAssertEqual(window.state.selectedID, "shared-chase", "the good file runs")
            let banner = window.library.importBanner
            XCTAssertEqual(banner.headline.text, "1 of 2 files could not be imported.")
            XCTAssertEqual(
                banner.lines,
                ["“A.physarum”: not a valid preset file (its JSON cannot be read).", "Imported “Shared Chase”."])
            XCTAssertEqual(userFiles(), ["shared-chase.json"])
        }
    }

    /// The real binary: `physarum FILE` (what Exec=physarum %F runs) imports the file.
    func testThePhysarumCommandTakesAFile() throws {
        try MainActor.assumeIsolated { try UITestSupport.requireDisplay() }
        let file = try writeSharedPreset()
        let app = try launch([file.path])
        defer { app.end() }
        let imported = userDirectory.appendingPathComponent("shared-chase.json")
        let expected = "imported \(file.path): Imported “Shared Chase”."
        // The window says it imported the file once it has (the file on disk comes first).
        XCTAssertTrue(app.waitUntil { $0.contains(expected) }, app.said.text)
        XCTAssertTrue(app.process.isRunning, "the window opened and stayed: \(app.said.text)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: imported.path), "imported: \(app.said.text)")
    }

    /// A file opened while the window is open (a second double-click in the file manager) goes
    /// to that window over the session bus; the second start exits. With an option, a start
    /// gets its own window instead.
    func testASecondStartHandsItsFileToTheOpenWindow() throws {
        try MainActor.assumeIsolated { try UITestSupport.requireDisplay() }
        let file = try writeSharedPreset()
        let first = try launch([])
        defer { first.end() }
        XCTAssertTrue(Self.waitForBusName(), "the first start owns \(PhysarumApp.applicationID) on the session bus")

        let second = try launch([file.path])
        defer { second.end() }
        let expected = "imported \(file.path): Imported “Shared Chase”."
        XCTAssertTrue(first.waitUntil { $0.contains(expected) }, "the open window imports it: \(first.said.text)")
        XCTAssertTrue(second.waitForExit(), "the second start exits: \(second.said.text)")
        XCTAssertEqual(second.process.terminationStatus, 0, second.said.text)
        XCTAssertFalse(second.said.text.contains("imported"), "only the open window imports: \(second.said.text)")
        XCTAssertTrue(first.process.isRunning, "the open window stays")
        XCTAssertEqual(userFiles(), ["shared-chase.json"])

        // An option asks for a window of its own: it stays up beside the first.
        let own = try launch(["--preset", "chase"])
        defer { own.end() }
        XCTAssertFalse(own.waitForExit(seconds: 5), "a start with an option runs on: \(own.said.text)")
    }

    /// Whether the app's D-Bus name has an owner on this session bus (gdbus, from GLib).
    private static func waitForBusName() -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            guard
                let answer = try? ChildProcess.run(
                    "/usr/bin/gdbus",
                    [
                        "call", "--session", "--dest", "org.freedesktop.DBus", "--object-path", "/org/freedesktop/DBus",
                        "--method", "org.freedesktop.DBus.NameHasOwner", PhysarumApp.applicationID,
                    ])
            else { return false }
            if answer.stdout.contains("true") { return true }
            Thread.sleep(forTimeInterval: 0.2)
        }
        return false
    }

    /// The built `physarum` with `arguments`, its user folders under this test's root.
    private func launch(_ arguments: [String]) throws -> LaunchedApp {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        var environment = AppEnvironment.isolated(under: root)
        environment["GTK_A11Y"] = "none"
        process.environment = environment
        return try LaunchedApp(process)
    }

    private static func binary() throws -> URL {
        try BuiltProduct.url("physarum", besideBundleOf: Self.self)
    }
}

/// A started `physarum` and what it says on stderr; `end` terminates it (by its PID) if it runs.
private final class LaunchedApp {
    let process: Process
    let said = StderrLines()
    private let errors = Pipe()

    init(_ process: Process) throws {
        self.process = process
        errors.fileHandleForReading.readabilityHandler = { [said] in said.append($0.availableData) }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits until stderr so far satisfies `condition` (false after 60 s or if it exits first).
    func waitUntil(_ condition: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !condition(said.text), process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        return condition(said.text)
    }

    /// Waits up to `seconds` for the process to exit.
    func waitForExit(seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
        return !process.isRunning
    }

    func end() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
    }
}

/// What a child process wrote to stderr so far (appended on the pipe's reading thread).
private final class StderrLines: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
