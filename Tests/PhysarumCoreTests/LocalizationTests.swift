import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// Placeholders, untranslated text, and where the compiled catalogs are found.
final class LocalizationTests: XCTestCase {
    func testFillReplacesEveryNamedPlaceholderAndLeavesOthers() {
        let rows: [(template: String, values: KeyValuePairs<String, String>, expected: String)] = [
            ("Saved {name}", ["name": "Coral"], "Saved Coral"),
            // A placeholder used twice is filled twice.
            ("{n} of {n}", ["n": "3"], "3 of 3"),
            // A placeholder with no value stays as it is (a test of the catalog catches it).
            ("{a} and {b}", ["a": "x"], "x and {b}"),
            ("no placeholders", ["a": "x"], "no placeholders"),
        ]
        for row in rows { XCTAssertEqual(Localization.fill(row.template, row.values), row.expected, row.template) }
    }

    func testAStringWithNoCatalogEntryIsItsOwnTranslation() {
        XCTAssertEqual(tr("A string no catalog holds 7f3a"), "A string no catalog holds 7f3a")
        XCTAssertEqual(trPlural("{n} file", "{n} files", count: 1, ["n": "1"]), "1 file")
        XCTAssertEqual(trPlural("{n} file", "{n} files", count: 2, ["n": "2"]), "2 files")
    }

    func testACatalogDirectoryNeedsACompiledCatalogOfSomeLanguage() throws {
        let temporary = try TemporaryDirectory("locale")
        defer { temporary.remove() }
        let root = temporary.url
        let messages = root.appendingPathComponent("de/LC_MESSAGES")
        try FileManager.default.createDirectory(at: messages, withIntermediateDirectories: true)
        XCTAssertFalse(Localization.holdsCatalog(root), "a language folder without physarum.mo")
        try Data().write(to: messages.appendingPathComponent("gtk40.mo"))
        XCTAssertFalse(Localization.holdsCatalog(root), "another domain's catalog")
        try Data().write(to: messages.appendingPathComponent("physarum.mo"))
        XCTAssertTrue(Localization.holdsCatalog(root), "de/LC_MESSAGES/physarum.mo")
        XCTAssertEqual(
            Localization.catalogDirectory(environment: ["PHYSARUM_LOCALE_DIR": root.path])?.path, root.path,
            "PHYSARUM_LOCALE_DIR comes first")
    }

    func testTheCandidatesAreTheInstalledPrefixThenTheDevelopmentFolders() {
        let candidates = Localization.catalogCandidates(environment: [:]).map(\.path)
        let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        XCTAssertEqual(candidates.first, exe.appendingPathComponent("../share/locale").standardized.path)
        XCTAssertTrue(candidates.contains { $0.hasSuffix("/data/locale") }, "data/locale of a development build")
    }

    /// Untranslated: a context never shows; trLater only marks.
    func testAContextOrAMarkNeverShows() {
        XCTAssertEqual(trContext("blend mode", "A string no catalog holds 7f3a"), "A string no catalog holds 7f3a")
        XCTAssertEqual(trLater("kept for later"), "kept for later")
    }
}
