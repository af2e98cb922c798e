import Foundation
import GtkKit
import PhysarumCore
import XCTest

@testable import PhysarumUI

/// Preset files that fail to load are reported in the library — how many, which and why — and
/// said once in a toast that opens it; the files that load stay usable.
final class LibraryProblemsTests: XCTestCase {
    private var presets: TemporaryUserPresets!
    private var userDirectory: URL { presets.userDirectory }

    override func setUpWithError() throws {
        presets = try TemporaryUserPresets("problems")
        try FileManager.default.createDirectory(at: userDirectory, withIntermediateDirectories: true)
    }

    override func tearDown() { presets.remove() }

    private func makeLibrary() -> PresetLibrary { presets.makeLibrary() }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: userDirectory.appendingPathComponent(name))
    }

    /// A good user preset: a built-in's file with another id and name.
    private func writeGoodPreset() throws {
        let builtin = try XCTUnwrap(DataDirectory.locate()).appendingPathComponent("presets/chase.json")
        let text = try String(contentsOf: builtin, encoding: .utf8)
            .replacingOccurrences(of: "\"chase\"", with: "\"my-chase\"")
            .replacingOccurrences(of: "\"Chase\"", with: "\"My Chase\"")
        try write("my-chase.json", text)
    }

    func testBrokenFilesAreListedWithTheirReasonsAndTheGoodOnesLoad() throws {
        try writeGoodPreset()
        try write("broken.json", "{\"version\": 1, \"name\": ")
        try write(
            "twin.json", try String(contentsOf: userDirectory.appendingPathComponent("my-chase.json"), encoding: .utf8))
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(library: makeLibrary())) { window in
            let problems = window.library.problems
            XCTAssertTrue(problems.root.isVisible, "the library shows the problem")
            XCTAssertEqual(problems.summary.text, "2 preset files could not be loaded")
            XCTAssertEqual(problems.lineLabels.count, 2)
            XCTAssertEqual(
                problems.lineLabels.first?.text, "“broken.json”: not a valid preset file (its JSON cannot be read).")
            XCTAssertEqual(problems.lineLabels.last?.text, "“twin.json”: another preset already has the id “my-chase”.")
            XCTAssertFalse(problems.details.isExpanded, "the details start collapsed")
            XCTAssertTrue(window.presets.contains { $0.name == "My Chase" }, "the good file loaded")

            XCTAssertTrue(window.toast.isShown, "said once in a toast")
            XCTAssertEqual(window.toast.message.text, "2 preset files could not be loaded.")
            XCTAssertFalse(window.library.isOpen)
            window.toast.actionButton.click()
            XCTAssertTrue(window.library.isOpen, "the toast's Show opens the library")

            problems.details.activate()
            XCTAssertTrue(problems.details.isExpanded, "a click on Details opens them")
            problems.details.activate()
            XCTAssertFalse(problems.details.isExpanded, "and the next one closes them")
        }
    }

    func testManyBrokenFilesAreFoldedAndNoneShowNothing() throws {
        let count = 4
        for index in 1...count { try write("broken-\(index).json", "[") }
        try UITestSupport.withWindow(width: 360, height: 720, TestWindowOptions(library: makeLibrary())) { window in
            let problems = window.library.problems
            XCTAssertEqual(problems.summary.text, "\(count) preset files could not be loaded")
            XCTAssertEqual(problems.lineLabels.count, count)
            XCTAssertFalse(problems.details.isExpanded, "folded under Details")
        }
        try FileManager.default.contentsOfDirectory(atPath: userDirectory.path).forEach {
            try FileManager.default.removeItem(at: userDirectory.appendingPathComponent($0))
        }
        try UITestSupport.withWindow(width: 1280, height: 800, TestWindowOptions(library: makeLibrary())) { window in
            XCTAssertFalse(window.library.problems.root.isVisible, "every file loaded: no note")
            XCTAssertFalse(window.toast.isShown, "and no toast")
        }
    }
}
