import PhysarumCore
import XCTest

/// The library's search field: which names a query finds.
final class PresetSearchTests: XCTestCase {
    func testQueriesMatchIgnoringCaseAndAccents() {
        let rows: [(name: String, query: String, matches: Bool, why: String)] = [
            ("Night Moss", "", true, "empty query: every preset"),
            ("Night Moss", "   ", true, "only spaces: every preset"),
            ("Night Moss", "moss", true, "a word, lower case"),
            ("Night Moss", "NIGHT", true, "upper case"),
            ("Night Moss", "ght mo", true, "across a word boundary"),
            ("Night Moss", "moss night", true, "every word, in any order"),
            ("Night Moss", "moss fern", false, "one word missing"),
            ("Night Moss", "mosses", false, "longer than the name's word"),
            ("Énorme", "enorme", true, "an accent in the name"),
            ("Chase", "chäse", true, "an accent in the query"),
            ("Straße", "STRASSE", true, "full case folding: ß is ss"),
            ("Chase", "coral", false, "nothing in common"),
            ("Ｃｏｒａｌ", "coral", true, "full-width letters"),
        ]
        for row in rows {
            XCTAssertEqual(PresetSearch.matches(name: row.name, query: row.query), row.matches, row.why)
        }
    }

    func testAQueryIsActiveOnlyWithText() {
        XCTAssertFalse(PresetSearch.isActive(""))
        XCTAssertFalse(PresetSearch.isActive(" \t"))
        XCTAssertTrue(PresetSearch.isActive(" a"))
    }
}
