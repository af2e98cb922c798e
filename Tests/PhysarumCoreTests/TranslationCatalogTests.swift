import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

/// The catalogs in po/: every message translated in every language of po/LINGUAS (its
/// `{placeholders}` kept), and the template current with the sources and data files.
final class TranslationCatalogTests: XCTestCase {
    func testEveryMessageHasACompleteTranslationKeepingItsPlaceholders() throws {
        let template = try TranslationCatalog(
            contentsOf: TranslationCatalog.poDirectory.appendingPathComponent("physarum.pot"))
        XCTAssertGreaterThan(template.entries.count, 250, "the template was read")
        let languages = try TranslationCatalog.languages()
        XCTAssertTrue(languages.contains("de"), "German ships")
        for language in languages {
            let catalog = try TranslationCatalog(
                contentsOf: TranslationCatalog.poDirectory.appendingPathComponent("\(language).po"))
            let translated = catalog.byKey
            for message in template.entries {
                let name = "\(language): \(message.context.map { "[\($0)] " } ?? "")\"\(message.msgid)\""
                guard let entry = translated[message.key] else {
                    XCTFail("\(name) is missing (run scripts/setup/update-po.sh)")
                    continue
                }
                XCTAssertFalse(entry.isFuzzy, "\(name) is fuzzy: check it and drop the flag")
                XCTAssertEqual(entry.translations.count, message.plural == nil ? 1 : 2, "\(name): its forms")
                for (index, text) in entry.translations.enumerated() {
                    XCTAssertFalse(text.isEmpty, "\(name) is not translated")
                    let original = index == 0 ? message.msgid : message.plural ?? message.msgid
                    XCTAssertEqual(
                        TranslationCatalog.placeholders(text), TranslationCatalog.placeholders(original),
                        "\(name): the translation \"\(text)\" keeps exactly the original's placeholders")
                }
            }
        }
    }

    /// Re-extracting gives the template's messages: a tr() string added or changed in the
    /// sources (or a data text) without `scripts/setup/update-po.sh` fails here.
    func testTheTemplateIsCurrent() throws {
        let folder = try TemporaryDirectory("pot")
        defer { folder.remove() }
        let fresh = folder.appending("physarum.pot")
        let run = try ChildProcess.run(
            RepositoryRoot.appending("scripts/setup/update-po.sh").path, ["--pot", fresh.path], timeout: 120)
        XCTAssertEqual(run.status, 0, "update-po.sh --pot: \(run.stderr)")
        let extracted = Set(try TranslationCatalog(contentsOf: fresh).entries.map(\.key))
        let committed = Set(
            try TranslationCatalog(contentsOf: TranslationCatalog.poDirectory.appendingPathComponent("physarum.pot"))
                .entries.map(\.key))
        XCTAssertEqual(
            extracted.subtracting(committed).sorted(), [], "new strings: run make po and translate them")
        XCTAssertEqual(
            committed.subtracting(extracted).sorted(), [], "strings no longer in the sources: run make po")
    }

    /// xgettext reads Swift with its JavaScript parser: each literal the sources pass to
    /// tr/trPlural/trContext/trLater (`+`-joined ones as one) is a message of the template, and
    /// none interpolates (a translator could not move an interpolation).
    func testTheTemplateHoldsEveryLiteralTheSourcesTranslate() throws {
        let keys = Set(
            try TranslationCatalog(contentsOf: TranslationCatalog.poDirectory.appendingPathComponent("physarum.pot"))
                .entries.map(\.key))
        var calls = 0
        for file in try Self.swiftSources() {
            let text = try String(contentsOf: file, encoding: .utf8)
            for call in Self.translatedLiterals(in: text) {
                calls += 1
                let place = "\(file.lastPathComponent): \"\(call.msgid)\""
                XCTAssertFalse(call.msgid.contains("\\("), "\(place) interpolates: use a {placeholder}")
                XCTAssertTrue(keys.contains(call.key), "\(place) is not in po/physarum.pot")
            }
            XCTAssertFalse(text.contains("tr(\"\"\""), "\(file.lastPathComponent): a multi-line literal in tr()")
        }
        XCTAssertGreaterThan(calls, 250, "the sources were read")
    }

    /// What the data files show is in the template: the labels, section names, help texts and
    /// built-in preset names.
    func testTheTemplateHoldsTheDataTexts() throws {
        let keys = Set(
            try TranslationCatalog(contentsOf: TranslationCatalog.poDirectory.appendingPathComponent("physarum.pot"))
                .entries.map(\.key))
        for descriptor in ParamRegistry.all {
            if descriptor.matrixCell == nil {
                XCTAssertTrue(keys.contains("parameter\u{4}" + descriptor.sourceLabel), descriptor.sourceLabel)
            }
            XCTAssertTrue(keys.contains(descriptor.sourceHelp), "the help of \(descriptor.sourceLabel)")
        }
        for section in ParamSection.allCases {
            XCTAssertTrue(keys.contains("section\u{4}" + section.rawValue), section.rawValue)
        }
        let presets = RepositoryRoot.appending("data/presets")
        for name in try FileManager.default.contentsOfDirectory(atPath: presets.path) where name.hasSuffix(".json") {
            let preset = try PresetCoder.read(presets.appendingPathComponent(name))
            XCTAssertTrue(keys.contains("preset\u{4}" + preset.name), "the built-in preset \(preset.name)")
        }
    }

    /// The literals passed to tr/trPlural/trContext/trLater: (context, msgid); the plural form's
    /// second literal is checked by the complete-translation test.
    static func translatedLiterals(in text: String) -> [(key: String, msgid: String)] {
        let literal = #""((?:[^"\\]|\\.)*)""#
        let joined = "\(literal)(?:\\s*\\+\\s*\(literal))*"
        let pattern = #"\btr(Plural|Context|Later)?\(\s*(?:"# + joined + #")(?:\s*,\s*("# + joined + "))?"
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let whole = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: whole).compactMap { match in
            guard let first = Range(match.range(at: 0), in: text) else { return nil }
            let call = String(text[first])
            let strings = Self.literals(in: call)
            let isContext = Range(match.range(at: 1), in: text).map { text[$0] == "Context" } ?? false
            if isContext {
                guard strings.count >= 2 else { return nil }
                return (strings[0] + "\u{4}" + strings[1], strings[1])
            }
            guard let msgid = strings.first else { return nil }
            return (msgid, msgid)
        }
    }

    /// The string values in `call`, `+`-joined literals as one, in order.
    static func literals(in call: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)"(\s*\+\s*)?"#) else { return [] }
        var values: [String] = []
        var joining = false
        for match in regex.matches(in: call, range: NSRange(call.startIndex..., in: call)) {
            guard let range = Range(match.range(at: 1), in: call) else { continue }
            let value = TranslationCatalog.unquote("\"" + call[range] + "\"")
            if joining, let last = values.popLast() { values.append(last + value) } else { values.append(value) }
            joining = match.range(at: 2).location != NSNotFound
        }
        return values
    }

    static func swiftSources() throws -> [URL] {
        let targets = ["PhysarumCore", "PhysarumMedia", "PhysarumNetwork", "PhysarumUI", "PhysarumCLI", "physarum"]
        return targets.flatMap { target -> [URL] in
            let folder = RepositoryRoot.appending("Sources/\(target)")
            let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }
    }
}
