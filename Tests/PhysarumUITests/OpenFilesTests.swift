import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Opening preset files given to the app (`physarum FILE`, a file manager's Open With): a good
/// file is imported and runs; a broken one shows its problem and nothing else changes.
final class OpenFilesTests: XCTestCase {
    private var root: URL!
    private var userDirectory: URL { root.appendingPathComponent("data/physarum/presets") }

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("physarum-open-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(at: root) }

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

    func testAGoodFileIsImportedAndRuns() throws {
        let file = try writeSharedPreset()
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, library: makeLibrary(), openFiles: [file.path])
            defer { UITestSupport.close(window) }
            XCTAssertEqual(window.state.selectedID, "shared-chase", "the opened preset runs")
            XCTAssertEqual(window.header.presetName.text, "Shared Chase")
            XCTAssertEqual(window.state.params.decay, 0.93, accuracy: 1e-9)
            XCTAssertEqual(userFiles(), ["shared-chase.json"], "imported into the user presets")
            XCTAssertEqual(window.toast.message.text, "Imported “Shared Chase”.")
        }
        // Opened again (a second double-click): selected, not refused, not imported twice.
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, library: makeLibrary(), openFiles: [file.path])
            defer { UITestSupport.close(window) }
            XCTAssertEqual(window.state.selectedID, "shared-chase")
            XCTAssertEqual(window.toast.message.text, "“Shared Chase” is in your presets already.")
            XCTAssertFalse(window.toast.isError)
            XCTAssertEqual(userFiles(), ["shared-chase.json"])
        }
        // Another preset under the same id (the sender edited it): a copy beside it, which runs.
        var changed = try PresetCoder.read(file)
        changed.params.decay = 0.9
        try PresetCoder.encode(changed).write(to: file)
        try MainActor.assumeIsolated {
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800, library: makeLibrary(), openFiles: [file.path])
            defer { UITestSupport.close(window) }
            XCTAssertEqual(window.state.selectedID, "shared-chase-2", "the new copy runs")
            XCTAssertEqual(window.header.presetName.text, "Shared Chase (2)")
            XCTAssertEqual(window.state.params.decay, 0.9, accuracy: 1e-9)
            XCTAssertFalse(window.toast.isError)
            XCTAssertTrue(
                window.toast.message.text.hasPrefix("Imported “Shared Chase (2)” — "), window.toast.message.text)
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
                let plain = try UITestSupport.openWindow(width: 1280, height: 800, library: makeLibrary())
                let expected = (plain.state.selectedID, plain.presets.map(\.id))
                UITestSupport.close(plain)
                let window = try UITestSupport.openWindow(
                    width: 1280, height: 800, library: makeLibrary(), openFiles: [file.path])
                defer { UITestSupport.close(window) }
                XCTAssertTrue(window.toast.isShown && window.toast.isError, "\(file.lastPathComponent): shown")
                XCTAssertTrue(
                    window.toast.message.text.contains("“\(file.lastPathComponent)”"), window.toast.message.text)
                XCTAssertEqual(window.state.selectedID, expected.0, "the selection is what it would be")
                XCTAssertEqual(window.presets.map(\.id), expected.1, "the presets are what they were")
                XCTAssertEqual(userFiles(), [], "nothing written")
            }
        }
    }

    /// The real binary: `physarum FILE` (what Exec=physarum %F runs) imports the file.
    func testThePhysarumCommandTakesAFile() throws {
        try MainActor.assumeIsolated { try UITestSupport.requireDisplay() }
        let file = try writeSharedPreset()
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = [file.path]
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
        environment["XDG_CACHE_HOME"] = root.appendingPathComponent("cache").path
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        environment["GTK_A11Y"] = "none"
        process.environment = environment
        let errors = Pipe()
        let said = StderrLines()
        errors.fileHandleForReading.readabilityHandler = { said.append($0.availableData) }
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let imported = userDirectory.appendingPathComponent("shared-chase.json")
        let expected = "imported \(file.path): Imported “Shared Chase”."
        let deadline = Date().addingTimeInterval(60)
        // The window says it imported the file once it has (the file on disk comes first).
        while !said.text.contains(expected), process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
        }
        let running = process.isRunning
        process.terminate()
        process.waitUntilExit()
        errors.fileHandleForReading.readabilityHandler = nil
        XCTAssertTrue(running, "the window opened and stayed: \(said.text)")
        XCTAssertTrue(said.text.contains(expected), said.text)
        XCTAssertTrue(FileManager.default.fileExists(atPath: imported.path), "imported: \(said.text)")
    }

    private static func binary() throws -> URL {
        let bundle = Bundle(for: Self.self).bundleURL
        return try XCTUnwrap(
            [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("physarum") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) }, "physarum is built beside the tests")
    }
}

/// What a child process wrote to stderr so far (appended on the pipe's reading thread).
private final class StderrLines: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }

    var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
}
