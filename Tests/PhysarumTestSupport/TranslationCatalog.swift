import Foundation

/// A gettext catalog (po/physarum.pot, po/<lang>.po) as the tests read it: its entries by key.
public struct TranslationCatalog: Sendable {
    /// One message: its context, msgid (and plural), translations and whether it is fuzzy.
    public struct Entry: Sendable, Equatable {
        public var context: String?
        public var msgid = ""
        public var plural: String?
        /// `msgstr`, or `msgstr[0]`, `msgstr[1]` … for a plural message.
        public var translations: [String] = []
        public var isFuzzy = false
        /// `#:` references (`Sources/…/File.swift:12`).
        public var references: [String] = []

        /// gettext's own key: the context and the msgid joined by U+0004.
        public var key: String { context.map { $0 + "\u{4}" + msgid } ?? msgid }
    }

    /// Every message but the header, in file order (obsolete `#~` entries left out).
    public let entries: [Entry]

    /// The repository's po/ folder.
    public static let poDirectory = RepositoryRoot.appending("po")

    /// The languages po/LINGUAS lists.
    public static func languages() throws -> [String] {
        let text = try String(contentsOf: poDirectory.appendingPathComponent("LINGUAS"), encoding: .utf8)
        return text.split(whereSeparator: \.isWhitespace).map(String.init).filter { !$0.hasPrefix("#") }
    }

    public init(contentsOf url: URL) throws { self.init(text: try String(contentsOf: url, encoding: .utf8)) }

    public init(text: String) {
        var entries: [Entry] = []
        var entry = Entry()
        var field: WritableKeyPath<Entry, String>?
        var translation: Int?
        var started = false
        func finish() {
            if started && !entry.msgid.isEmpty { entries.append(entry) }
            entry = Entry()
            field = nil
            translation = nil
            started = false
        }
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty {
                finish()
            } else if line.hasPrefix("#,") {
                entry.isFuzzy = line.contains("fuzzy")
            } else if line.hasPrefix("#:") {
                entry.references += line.dropFirst(2).split(separator: " ").map(String.init)
            } else if line.hasPrefix("#") {
                continue
            } else if line.hasPrefix("\"") {
                let value = Self.unquote(line)
                if let translation {
                    entry.translations[translation] += value
                } else if let field {
                    entry[keyPath: field] += value
                }
            } else if let space = line.firstIndex(of: " ") {
                let keyword = line[..<space]
                let value = Self.unquote(String(line[line.index(after: space)...]))
                started = true
                field = nil
                translation = nil
                switch keyword {
                case "msgctxt":
                    entry.context = value
                    field = \Entry.context.unwrapped
                case "msgid":
                    entry.msgid = value
                    field = \Entry.msgid
                case "msgid_plural":
                    entry.plural = value
                    field = \Entry.plural.unwrapped
                default:  // msgstr, msgstr[n]
                    entry.translations.append(value)
                    translation = entry.translations.count - 1
                }
            }
        }
        finish()
        self.entries = entries
    }

    /// The entries by `key`.
    public var byKey: [String: Entry] {
        Dictionary(entries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The `{placeholder}` names in `text`, sorted (a name repeated counts once per use).
    public static func placeholders(_ text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names.sorted()
    }

    /// A C-quoted PO string's value.
    public static func unquote(_ quoted: String) -> String {
        var text = quoted.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("\"") { text.removeFirst() }
        if text.hasSuffix("\"") { text.removeLast() }
        var result = ""
        var escaped = false
        for character in text {
            if escaped {
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}

extension Optional where Wrapped == String {
    /// The string, "" when nil: lets a key path append to an optional field.
    fileprivate var unwrapped: String {
        get { self ?? "" }
        set { self = newValue }
    }
}
