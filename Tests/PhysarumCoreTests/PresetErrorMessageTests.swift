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
