import CIntl
import Foundation

/// The app's gettext domain: every user-visible string goes through `tr` (or `trPlural`).
///
/// Placeholders are named, in braces (`"Saved {name}"`): a translator may move them, and a test
/// checks that every translation keeps the placeholders of its original. The catalogs are
/// `po/<lang>.po`, compiled to `<dir>/<lang>/LC_MESSAGES/physarum.mo` (`catalogDirectory`).
public enum Localization {
    /// The gettext text domain (po/physarum.pot, `<locale>/LC_MESSAGES/physarum.mo`).
    public static let domain = "physarum"

    /// Fills `{key}` placeholders in `template` with `values`.
    public static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        var text = template
        for (key, value) in values { text = text.replacingOccurrences(of: "{\(key)}", with: value) }
        return text
    }

    /// Takes the user's language from the environment (`LANGUAGE`, `LC_ALL`, `LC_MESSAGES`,
    /// `LANG`) and binds the domain to the compiled catalogs; call once, before any output.
    /// Without catalogs (a plain `swift build`) every string stays in English.
    @discardableResult
    public static func start(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        setlocale(LC_ALL, "")
        let directory = catalogDirectory(environment: environment)
        if let directory { bindtextdomain(domain, directory.path) }
        bind_textdomain_codeset(domain, "UTF-8")
        return directory
    }

    /// Where the compiled catalogs are: `$PHYSARUM_LOCALE_DIR`; `<prefix>/share/locale` beside an
    /// installed executable; `data/locale` above the executable (a development build, compiled
    /// by `make`); the source tree's `data/locale`. The first that holds a `physarum.mo` wins.
    public static func catalogDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        catalogCandidates(environment: environment).first { holdsCatalog($0) }
    }

    static func catalogCandidates(environment: [String: String]) -> [URL] {
        var list: [URL] = []
        if let dir = environment["PHYSARUM_LOCALE_DIR"], !dir.isEmpty { list.append(URL(fileURLWithPath: dir)) }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        list.append(dir.appendingPathComponent("../share/locale").standardized)
        for _ in 0..<6 {
            list.append(dir.appendingPathComponent("data/locale"))
            dir = dir.deletingLastPathComponent()
        }
        // Sources/PhysarumCore/Support/Localization.swift → repository root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        list.append(root.appendingPathComponent("data/locale"))
        return list
    }

    /// Whether `directory` holds this app's catalog for at least one language.
    static func holdsCatalog(_ directory: URL) -> Bool {
        let languages = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return languages.contains { language in
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("\(language)/LC_MESSAGES/\(domain).mo").path)
        }
    }

    /// gettext's separator between a message context and its msgid (what `pgettext` joins).
    static let contextSeparator = "\u{4}"
}

/// The translation of `message` in the user's language (itself when there is none).
public func tr(_ message: String) -> String {
    message.withCString { msgid in String(cString: dgettext(Localization.domain, msgid)) }
}

/// The translation of `message` with its `{key}` placeholders filled from `values`.
public func tr(_ message: String, _ values: KeyValuePairs<String, String>) -> String {
    Localization.fill(tr(message), values)
}

/// The translation of `message` in `context` (gettext's msgctxt, `pgettext`): for a word whose
/// translation depends on where it stands ("Species" as a section and as a count).
public func trContext(_ context: String, _ message: String) -> String {
    let key = context + Localization.contextSeparator + message
    let translated = tr(key)
    return translated == key ? message : translated
}

/// Marks `message` for the catalog without translating it (gettext's `N_`): for text kept in
/// English in one place (a wire reason, stderr) and translated with `tr` where it is shown.
public func trLater(_ message: String) -> String { message }

/// The singular or plural translation for `count` (the language's own plural rule), filled.
public func trPlural(
    _ singular: String, _ plural: String, count: Int, _ values: KeyValuePairs<String, String> = [:]
) -> String {
    let text = singular.withCString { one in
        plural.withCString { many in
            String(cString: dngettext(Localization.domain, one, many, UInt(max(0, count))))
        }
    }
    return Localization.fill(text, values)
}
