import XCTest

@testable import PhysarumCore

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
}
