import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

/// The library's report of skipped preset files: a count in words, and each file with its reason.
final class PresetLoadReportTests: XCTestCase {
    private func error(_ name: String, _ problem: PresetError.Problem) -> PresetError {
        PresetError(file: URL(fileURLWithPath: "/home/u/.local/share/physarum/presets/\(name)"), problem)
    }

    func testNoErrorsReportNothing() {
        let report = PresetLoadReport([])
        XCTAssertTrue(report.isEmpty)
        XCTAssertNil(report.summary)
        XCTAssertEqual(report.lines, [])
    }

    func testTheCountIsSingularForOneFileAndPluralForMore() {
        let one = PresetLoadReport([error("a.json", .emptyName)])
        XCTAssertEqual(one.summary, "1 preset file could not be loaded")
        let two = PresetLoadReport([error("a.json", .emptyName), error("b.json", .duplicateID("chase"))])
        XCTAssertEqual(two.summary, "2 preset files could not be loaded")
        XCTAssertFalse(two.isEmpty)
    }

    func testEachLineNamesTheFileNotItsPathAndSaysWhy() {
        let report = PresetLoadReport([
            error("broken.json", .invalidJSON(detail: "Unexpected end of file at line 3")),
            error("twin.json", .duplicateID("chase")),
        ])
        XCTAssertEqual(
            report.lines,
            [
                "“broken.json”: not a valid preset file (its JSON cannot be read).",
                "“twin.json”: another preset already has the id “chase”.",
            ])
        for line in report.lines { XCTAssertFalse(line.contains("/home/u"), "no path in the window: \(line)") }
    }

    /// The library's own errors reach the report in the order the files were read.
    func testALibraryWithBrokenFilesReportsEachOfThem() throws {
        let temporary = try TemporaryDirectory("report")
        defer { temporary.remove() }
        let folder = temporary.url
        try Data("{".utf8).write(to: folder.appendingPathComponent("a-broken.json"))
        try Data("{\"version\": 1}".utf8).write(to: folder.appendingPathComponent("b-partial.json"))
        try Data("not a preset".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let library = PresetLibrary(builtinDirectory: nil, userDirectory: folder)
        let report = PresetLoadReport(library.loadErrors)
        XCTAssertEqual(report.summary, "2 preset files could not be loaded")
        XCTAssertEqual(report.lines.count, 2)
        XCTAssertTrue(report.lines[0].hasPrefix("“a-broken.json”: "), report.lines[0])
        XCTAssertTrue(report.lines[1].hasPrefix("“b-partial.json”: "), report.lines[1])
    }
}
