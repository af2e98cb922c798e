import Foundation

/// The library's search: which preset names a typed query finds.
public enum PresetSearch {
    /// Whether `name` matches `query`: every word of the query occurs in the name, ignoring case
    /// and accents ("eno" finds "Énorme", "NIGHT" finds "Night Moss"). An empty query (or one of
    /// only spaces) matches every name.
    public static func matches(name: String, query: String) -> Bool {
        let words = folded(query).split(whereSeparator: \.isWhitespace)
        let haystack = folded(name)
        return words.allSatisfy { haystack.contains($0) }
    }

    /// Whether `query` filters anything (not empty once trimmed).
    public static func isActive(_ query: String) -> Bool {
        !query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// `text` without case and accents, for comparing.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
