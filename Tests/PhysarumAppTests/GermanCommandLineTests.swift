import Foundation
import PhysarumTestSupport
import XCTest

@testable import PhysarumCore

/// Under `LANGUAGE=de` the command line speaks German: `physarum --help`, every command's
/// `--help` and `physarum params` leave none of their catalog's English in the output (each
/// message's words that show in English are gone in German, and its German shows instead).
final class GermanCommandLineTests: XCTestCase {
    /// The listing's own words (its "default", "integer" would match the JSON keys a help names).
    static let listing = "Sources/PhysarumCLI/ParamListing.swift"
    /// The outputs read, each with the sources whose messages it prints: the overview and each
    /// command's help (the frame, the commands and their options), the parameter listing.
    static let outputs: [(arguments: [String], sources: [String])] =
        [(["--help"], ["Sources/PhysarumCLI/", "Sources/physarum/"]), (["params"], [listing])]
        + ["window", "presets", "params", "render", "record", "bench", "remotes"].map {
            ([$0, "--help"], ["Sources/PhysarumCLI/", "Sources/physarum/"])
        }

    private func run(_ arguments: [String], german: Bool) throws -> String {
        var environment: [String: String?] = ["PHYSARUM_DATA_DIR": try dataDirectory().path]
        // GNU gettext ignores LANGUAGE in the C locale: C.UTF-8 is the locale every glibc has.
        environment["LANGUAGE"] = german ? "de" : "en"
        environment["LC_ALL"] = "C.UTF-8"
        let binary = try BuiltProduct.url("physarum", besideBundleOf: Self.self)
        let result = try ChildProcess.run(binary.path, arguments, environment: environment)
        XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
        return result.stdout
    }

    /// A message's literal pieces between its `{placeholders}`, those long enough to be words.
    static func pieces(_ message: String) -> [String] {
        message.replacingOccurrences(of: #"\{[^}]*\}"#, with: "\u{0}", options: .regularExpression)
            .split(separator: "\u{0}").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.count >= 4 }
    }

    func testHelpAndParamsAreGermanUnderLanguageDe() throws {
        let catalog = try TranslationCatalog(
            contentsOf: TranslationCatalog.poDirectory.appendingPathComponent("de.po"))
        for (arguments, sources) in Self.outputs {
            let english = try run(arguments, german: false)
            let german = try run(arguments, german: true)
            let messages = catalog.entries.filter { entry in
                entry.references.contains { reference in
                    sources.contains { reference.hasPrefix($0) }
                        && (sources == [Self.listing] || reference != Self.listing)
                }
            }
            var checked = 0
            for message in messages {
                let shown = Self.pieces(message.msgid).filter { english.contains($0) }
                guard !shown.isEmpty else { continue }
                checked += 1
                for piece in shown {
                    XCTAssertFalse(german.contains(piece), "\(arguments): \"\(piece)\" (\(message.msgid)) is English")
                }
                for piece in Self.pieces(message.translations.first ?? "") {
                    XCTAssertTrue(german.contains(piece), "\(arguments): the German \"\(piece)\" shows")
                }
            }
            // The overview: its frame and the seven summaries; a command: usage, options, summary.
            XCTAssertGreaterThanOrEqual(checked, arguments == ["--help"] ? 15 : 3, "\(arguments): messages read")
        }
    }

    func testPiecesAreTheWordsBetweenPlaceholders() {
        XCTAssertEqual(Self.pieces("default {value}"), ["default"])
        XCTAssertEqual(Self.pieces("(runs '{command}')"), ["(runs '"])
        XCTAssertEqual(Self.pieces("Usage:"), ["Usage:"])
        XCTAssertEqual(Self.pieces("{a}, {b}"), [])
    }
}
