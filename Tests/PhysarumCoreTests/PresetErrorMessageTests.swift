import Foundation
import PhysarumCore
import XCTest

/// What the window says about a bad preset file: words, the file's name, one quoting style.
final class PresetErrorMessageTests: XCTestCase {
    func testTheUserMessageNamesTheFileNotItsPathAndHasNoParserText() throws {
        let file = URL(fileURLWithPath: "/home/someone/.local/share/physarum/presets/broken.json")
        let broken = PresetError(file: file, .invalidJSON(detail: "Unexpected end of file at line 1, column 28"))
        XCTAssertEqual(broken.userMessage, "“broken.json”: not a valid preset file (its JSON cannot be read).")
        XCTAssertTrue(broken.description.contains("/home/someone"), "stderr keeps the path")
        XCTAssertTrue(broken.description.contains("column 28"), "and the parser's detail")

        let missing = PresetError(file: file, .missingField("params.decay"))
        XCTAssertEqual(missing.userMessage, "“broken.json”: the field “params.decay” is missing.")
        XCTAssertFalse(missing.userMessage.contains("\""), "no straight quotes")

        let taken = PresetError(file: nil, .nameTaken("Night Moss"))
        XCTAssertEqual(taken.userMessage, "A preset named “Night Moss” already exists.")
    }
}

/// Out-of-range and non-finite values are said with the editor's label and number formatting.
final class PresetErrorParameterMessageTests: XCTestCase {
    func testParametersAreNamedAndFormattedAsTheEditorShowsThem() {
        let rows: [(PresetError.Problem, String, String)] = [
            // Integers: thousands grouped by a space, the range as the editor's slider shows it.
            (
                .outOfRange(id: "agents", value: 99_999_999, range: 1000...2_000_000),
                "Agents is 99 999 999, outside 1 000 … 2 000 000", "above the range"
            ),
            (
                .outOfRange(id: "agents", value: 999, range: 1000...2_000_000),
                "Agents is 999, outside 1 000 … 2 000 000", "just below the range"
            ),
            // Inside the range an integer fails only by its fraction: the rounded display would hide it.
            (
                .outOfRange(id: "agents", value: 1500.5, range: 1000...2_000_000),
                "Agents must be a whole number, not 1500.5", "fractional integer"
            ),
            // Fractions at the editor's decimals, with the unit; the species named as the editor does.
            (
                .outOfRange(id: "decay", value: 1.5, range: 0.5...0.999), "Decay is 1.500, outside 0.500 … 0.999",
                "decimals"
            ),
            (
                .outOfRange(id: "matrix.1.2", value: -3, range: -2...2),
                "Species 2 senses species 3 is −3.00, outside −2.00 … 2.00", "matrix cell, minus sign"
            ),
            (.nonFinite(id: "species.1.deposit"), "Deposit of species 2 is not a finite number", "species row"),
            // An id the registry does not know stays as written.
            (.outOfRange(id: "future", value: 3, range: 0...1.5), "future is 3, outside 0 … 1.5", "unknown id"),
            // Whole numbers are written without ".0" below 10¹⁵ (Int holds them); from there as Double writes them.
            (
                .outOfRange(id: "future", value: 999_999_999_999_999, range: 0...1.5),
                "future is 999999999999999, outside 0 … 1.5", "just under 10¹⁵"
            ),
            (
                .outOfRange(id: "future", value: 1e15, range: 0...1.5), "future is 1000000000000000.0, outside 0 … 1.5",
                "exactly 10¹⁵"
            ),
        ]
        for (problem, expected, why) in rows {
            XCTAssertEqual(problem.message, expected, why)
        }
    }

    func testTheSentenceNamesTheFileAndEndsWithAFullStop() {
        let file = URL(fileURLWithPath: "/tmp/A.physarum")
        let error = PresetError(file: file, .outOfRange(id: "agents", value: 99_999_999, range: 1000...2_000_000))
        XCTAssertEqual(error.userMessage, "“A.physarum”: Agents is 99 999 999, outside 1 000 … 2 000 000.")
        XCTAssertEqual(
            PresetError(file: URL(fileURLWithPath: "/tmp/photo.png"), .notPresetFile).userMessage,
            "“photo.png”: not a preset file (preset files end in .physarum).")
    }
}
