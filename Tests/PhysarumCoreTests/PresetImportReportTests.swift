import Foundation
import XCTest

@testable import PhysarumCore

/// Opening several preset files: every file gets its line, a broken one changes nothing and does
/// not stop the others, the last good one runs.
final class PresetImportReportTests: XCTestCase {
    private var root: URL!
    private var library: PresetLibrary!
    private var userDir: URL { root.appendingPathComponent("user") }

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory(self)
        library = PresetLibrary(
            builtinDirectory: try dataDirectory().appendingPathComponent("presets"), userDirectory: userDir)
    }

    private func write(_ preset: Preset, as name: String) throws -> URL {
        let url = root.appendingPathComponent(name)
        try PresetCoder.encode(preset).write(to: url)
        return url
    }

    func testEveryFileGetsItsResultAndTheLastGoodOneRuns() throws {
        let first = try write(samplePreset(id: "first", name: "First"), as: "A.physarum")
        var tooMany = try presetJSONObject(samplePreset(id: "many", name: "Many"))
        var params = try XCTUnwrap(tooMany["params"] as? [String: Any])
        params["agents"] = 99_999_999
        tooMany["params"] = params
        let broken = root.appendingPathComponent("B.physarum")
        try JSONSerialization.data(withJSONObject: tooMany).write(to: broken)
        let second = try write(samplePreset(id: "second", name: "Second"), as: "C.physarum")
        let picture = root.appendingPathComponent("photo.png")
        try Data("png".utf8).write(to: picture)

        let report = library.importFiles(at: [first, broken, second, picture])
        XCTAssertEqual(report.imported.map(\.preset.id), ["first", "second"])
        XCTAssertEqual(report.presetToRun?.id, "second", "the last file that imported runs")
        XCTAssertEqual(report.failures.map(\.file), [broken, picture])
        XCTAssertEqual(library.userPresets.map(\.id).sorted(), ["first", "second"], "the broken one wrote nothing")
        XCTAssertNil(report.successMessage, "a failure goes to the banner, with the rest")
        XCTAssertEqual(report.problemHeadline, "2 of 4 files could not be imported.")
        XCTAssertEqual(
            report.problemLines,
            [
                "Imported “First”.",
                "“B.physarum”: Agents is 99 999 999, outside 1 000 … 2 000 000.",
                "Imported “Second”.",
                "“photo.png”: not a preset file (preset files end in .physarum).",
            ])
    }

    func testOneFileOrOnlyGoodFilesSayWhatCameIn() throws {
        let first = try write(samplePreset(id: "first", name: "First"), as: "A.physarum")
        let single = library.importFiles(at: [first])
        XCTAssertEqual(single.successMessage, "Imported “First”.")
        XCTAssertNil(single.problemHeadline)
        XCTAssertEqual(single.problemLines, [])

        let second = try write(samplePreset(id: "second", name: "Second"), as: "second.JSON")
        let both = library.importFiles(at: [first, second])
        XCTAssertEqual(both.successMessage, "“First” is in your presets already.\nImported “Second”.")
        XCTAssertEqual(both.presetToRun?.id, "second")
    }

    func testOneBrokenFileSaysSoInTheSingular() throws {
        let broken = root.appendingPathComponent("broken.physarum")
        try Data("{".utf8).write(to: broken)
        let report = library.importFiles(at: [broken])
        XCTAssertEqual(report.problemHeadline, "The preset file could not be imported.")
        XCTAssertEqual(report.problemLines, ["“broken.physarum”: not a valid preset file (its JSON cannot be read)."])
        XCTAssertNil(report.presetToRun)
        XCTAssertNil(report.successMessage)
    }

    func testPresetFilesAreKnownByTheirExtension() {
        let rows: [(String, Bool, String)] = [
            ("chase.physarum", true, "shared file"),
            ("CHASE.PHYSARUM", true, "any case"),
            ("mine.json", true, "the library's own format"),
            ("photo.png", false, "a picture"),
            ("physarum", false, "no extension"),
            (".physarum", false, "a hidden file's name, not an extension"),
            ("notes.physarum.txt", false, "the last extension counts"),
        ]
        for (name, expected, why) in rows {
            XCTAssertEqual(PresetFileType.isPresetFileName(name), expected, why)
        }
    }
}
