import Foundation
import XCTest

@testable import PhysarumCore

/// The app's own icons are symbolic like the theme's beside them: GTK recolours a symbolic SVG
/// by overriding the fill of its `rect`, `circle` and `path` elements with the text colour, and
/// nothing else — a stroke keeps its own colour (the morph icon showed dark grey among the white
/// icons), and other shapes keep their fill.
final class SymbolicIconTests: XCTestCase {
    func testEveryIconIsSymbolicAndDrawnWithRecolourableFillsOnly() throws {
        let icons = try dataDirectory().appendingPathComponent("icons")
        let files = try XCTUnwrap(FileManager.default.subpathsOfDirectory(atPath: icons.path))
            .filter { $0.hasSuffix(".svg") }
        XCTAssertFalse(files.isEmpty, "the icons are found")
        let shape = try NSRegularExpression(pattern: "<(\\w+)")
        for file in files {
            XCTAssertTrue(file.hasSuffix("-symbolic.svg"), "\(file) is a symbolic icon")
            let text = try String(contentsOf: icons.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("stroke"), "\(file) draws no strokes (GTK does not recolour them)")
            let range = NSRange(text.startIndex..., in: text)
            let elements = shape.matches(in: text, range: range).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
            XCTAssertFalse(elements.isEmpty)
            for element in elements {
                XCTAssertTrue(
                    ["svg", "g", "rect", "circle", "path"].contains(element), "\(file): <\(element)> is recoloured")
            }
        }
    }
}
