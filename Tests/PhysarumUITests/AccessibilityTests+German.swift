import Foundation
import PhysarumCore
import XCTest

/// The real `physarum` under `LANGUAGE=de`, read over AT-SPI as a screen reader reads it.
extension AccessibilityTests {
    /// A slider says its German label and its German help as the description; no name or
    /// description anywhere (main view, library, Connect menu) is an English string of ours.
    func testGermanLabelsAndHelpOverATSPIUnderLanguageDe() throws {
        let german = try GermanCatalog()
        let library = german.german(Self.libraryButton)
        let connect = german.german(Self.connectButton)
        XCTAssertNotEqual(library, Self.libraryButton, "de.po translates the library button")
        // GNU gettext ignores LANGUAGE in the C locale: C.UTF-8 is the locale every glibc has.
        let audit = try runAudit(
            width: 1280, height: 800, minSliders: Self.shownSliders.count, clicking: [library, connect],
            environment: ["LANGUAGE": "de", "LC_ALL": "C.UTF-8"])
        let main = try XCTUnwrap(audit.views["main"])

        let deposit = ParamRegistry.descriptor(.species(0, .deposit))
        let name = german.german(
            "{parameter} of species {number}",
            ["parameter": german.german(deposit.sourceLabel, context: "parameter"), "number": "1"])
        XCTAssertEqual(name, "Ablage von Art 1")
        let slider = try XCTUnwrap(
            main.first { $0.role == "slider" && $0.name == name },
            "a slider named \(name): \(main.filter { $0.role == "slider" }.map(\.name))")
        let help = german.german(deposit.sourceHelp)
        XCTAssertTrue(help.hasPrefix("Wie viel Pheromon"), "de.po's help for Deposit: \(help)")
        XCTAssertEqual(slider.description, help, "the slider's description is its German help")

        for (view, nodes) in audit.views {
            XCTAssertGreaterThan(nodes.count, 20, "\(view): the tree was read")
            for node in nodes {
                for text in [node.name, node.description] where !text.isEmpty {
                    if let english = german.englishSource(of: text) {
                        XCTFail("\(view): a \(node.role) says English \"\(text)\" (\"\(english)\")")
                    }
                }
            }
        }
    }
}
