import Foundation
import GtkKit
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumUI

/// Under `LANGUAGE=de` no text of the real window is English: the main view, the editor as pane
/// and as sheet, the library, the header's menus and popovers, Preferences and the shortcuts
/// window, read in-process (labels, tooltips, accessible names and descriptions, placeholders,
/// drop-down items, titles).
final class TranslationCoverageTests: XCTestCase {
    /// Texts that read the same in German and are not translations (each says why).
    static let sameInBoth: Set<String> = [
        "Physarum", "PHYSARUM",  // the app's name
    ]

    /// Texts that are no words to translate: a matrix cell's `M[1,2]` (the notation the help
    /// explains) and the key labels GTK draws for accelerators (`Strg+E`, `F11`, `Esc`, `Q`).
    static let notation = try? NSRegularExpression(
        pattern: #"^(M\[[1-3],[1-3]\]|((Strg|Umschalt|Alt)\+)*(F[0-9]{1,2}|Esc|.))$"#)

    func testNoTextOfTheWindowIsEnglishUnderLanguageDe() throws {
        try MainActor.assumeIsolated {
            let german = try GermanCatalog()
            let gtk = try Self.gtkGerman()
            try UITestSupport.requireDisplay()
            let restore = try Self.speakGerman()
            defer { restore() }
            XCTAssertEqual(tr("Preferences"), "Einstellungen", "the German catalog is bound")

            let user = try TemporaryUserPresets("i18n")
            defer { user.remove() }
            let library = user.makeLibrary()
            var texts: [(view: String, text: ShownText)] = []
            @MainActor func read(_ view: String, _ widget: Widget) { texts += widget.shownTexts().map { (view, $0) } }

            // The Connect menu too: a scripted network (no traffic), a paired remote to forget.
            let networking = FakeRemoteNetworking()
            let remoteData = user.userDirectory.deletingLastPathComponent().appendingPathComponent("remote")
            let window = try UITestSupport.openWindow(
                width: 1280, height: 800,
                TestWindowOptions(
                    library: library, remote: networking.windowOptions(directory: remoteData),
                    windowPresets: library.all))
            defer { UITestSupport.close(window) }
            _ = window.state.select("chase")  // false when it already runs
            XCTAssertEqual(window.state.selectedPreset?.name, "Jagd", "the built-in's name is German")
            read("main, editor pane", window.window)
            texts += window.header.primaryMenuModel.items.map {
                ("main menu", ShownText(kind: .item, text: $0.label, widgetType: "GMenu"))
            }
            window.perform(.library)
            UITestSupport.settle(window)
            read("library", window.window)
            window.perform(.preferences)
            window.perform(.shortcuts)
            MainLoop.run(until: { false }, timeout: 0.3)
            // Shown dialogs only: a hidden one (an earlier test's) is not on screen.
            for toplevel in Window.toplevels where toplevel.widget != window.window.widget && toplevel.isVisible {
                read("dialog", toplevel)
            }
            window.perform(.library)
            UITestSupport.resize(window, width: 360, height: 720)
            if !window.sheet.isOpen { window.perform(.toggleEditor) }
            UITestSupport.settle(window)
            read("360 px, editor sheet", window.window)

            XCTAssertGreaterThan(texts.count, 400, "the tree was read")
            var reported: Set<String> = []
            for (view, shown) in texts where !reported.contains(shown.text) {
                if let english = german.englishSource(of: shown.text) {
                    reported.insert(shown.text)
                    XCTFail(
                        "\(view): \(shown.kind) of a \(shown.widgetType) is English: \"\(shown.text)\" (\"\(english)\")"
                    )
                } else if !german.isGerman(shown.text) && !gtk.contains(shown.text)
                    && !Self.sameInBoth.contains(shown.text) && !Self.isNotation(shown.text)
                {
                    reported.insert(shown.text)
                    XCTFail("\(view): \(shown.kind) of a \(shown.widgetType) is no translation: \"\(shown.text)\"")
                }
            }
            for toplevel in Window.toplevels where toplevel.widget != window.window.widget {
                toplevel.destroyWindow()
            }
        }
    }

    static func isNotation(_ text: String) -> Bool {
        notation.map { GermanCatalog.matches($0, text) } ?? false
    }

    /// GTK's and libadwaita's own German (their widgets' texts: a drop-down's "(keine)", the
    /// Preferences' empty search, the keycaps' words ("Bild auf")), from the catalogs their packages install.
    static func gtkGerman() throws -> Set<String> {
        var texts: Set<String> = []
        for domain in ["gtk40", "libadwaita"] {
            let catalog = "/usr/share/locale/de/LC_MESSAGES/\(domain).mo"
            let dump = try ChildProcess.run("/usr/bin/msgunfmt", [catalog], timeout: 60)
            XCTAssertEqual(dump.status, 0, "\(domain)'s German catalog \(catalog) is read: \(dump.stderr)")
            texts.formUnion(TranslationCatalog(text: dump.stdout).entries.flatMap(\.translations))
        }
        return texts
    }

    /// Sets `LANGUAGE=de` (with the C.UTF-8 locale: GNU gettext ignores LANGUAGE in the C locale)
    /// and binds the catalogs; returns what puts the environment back.
    static func speakGerman() throws -> () -> Void {
        let saved = ["LANGUAGE", "LC_ALL"].map { name in (name, ProcessInfo.processInfo.environment[name]) }
        setenv("LANGUAGE", "de", 1)
        setenv("LC_ALL", "C.UTF-8", 1)
        guard Localization.start() != nil else {
            throw CatalogMissing()
        }
        return {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            Localization.start()
        }
    }
}

/// No compiled catalog was found (data/locale is built by `make locale`, which `make test` runs).
struct CatalogMissing: Error, CustomStringConvertible {
    var description: String { "no compiled catalog: run scripts/setup/compile-po.sh (make test does)" }
}

/// po/de.po as patterns: a text is German when it reads as one of its translations (a
/// `{placeholder}` standing for any text), English when it reads as a msgid whose German differs.
struct GermanCatalog {
    private var germanTexts: Set<String> = []
    private var germanCapitals: Set<String> = []
    private var germanPatterns: [NSRegularExpression] = []
    private var englishTexts: [String: String] = [:]
    private var englishPatterns: [(NSRegularExpression, String)] = []
    private var translations: [String: String] = [:]

    init() throws {
        let catalog = try TranslationCatalog(contentsOf: TranslationCatalog.poDirectory.appendingPathComponent("de.po"))
        XCTAssertGreaterThan(catalog.entries.count, 250, "de.po was read")
        for entry in catalog.entries {
            translations[entry.key] = entry.translations.first
            let originals = [entry.msgid] + (entry.plural.map { [$0] } ?? [])
            for text in entry.translations where !text.isEmpty {
                if let pattern = Self.pattern(text) { germanPatterns.append(pattern) } else { germanTexts.insert(text) }
            }
            for original in originals where !entry.translations.contains(original) {
                if let pattern = Self.pattern(original) {
                    englishPatterns.append((pattern, original))
                } else {
                    englishTexts[original] = original
                }
            }
        }
        germanCapitals = Set(germanTexts.map { $0.uppercased() })
    }

    /// The German of `msgid` (in `context`), its placeholders filled; the msgid if none.
    func german(_ msgid: String, context: String? = nil, _ values: KeyValuePairs<String, String> = [:]) -> String {
        let key = context.map { $0 + "\u{4}" + msgid } ?? msgid
        return Localization.fill(translations[key] ?? msgid, values)
    }

    /// The msgid `text` reads as, when it is English whose German differs.
    func englishSource(of text: String) -> String? {
        if let source = englishTexts[text] { return source }
        if isGerman(text) { return nil }
        return englishPatterns.first { Self.matches($0.0, text) }?.1
    }

    /// Whether `text` is one of the German translations (or one in capitals, as the editor's
    /// section titles show), or has no letters to translate.
    func isGerman(_ text: String) -> Bool {
        !text.contains(where: \.isLetter) || germanTexts.contains(text) || germanCapitals.contains(text)
            || germanPatterns.contains { Self.matches($0, text) }
    }

    /// A whole-text pattern for a template with placeholders; nil for a plain text.
    static func pattern(_ template: String) -> NSRegularExpression? {
        guard template.contains("{") else { return nil }
        var pattern = NSRegularExpression.escapedPattern(for: template)
        pattern = pattern.replacingOccurrences(of: #"\\\{[a-z]+\\\}"#, with: ".+", options: .regularExpression)
        pattern = pattern.replacingOccurrences(of: #"\{[a-z]+\}"#, with: ".+", options: .regularExpression)
        return try? NSRegularExpression(pattern: "^" + pattern + "$", options: [.dotMatchesLineSeparators])
    }

    static func matches(_ pattern: NSRegularExpression, _ text: String) -> Bool {
        pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
