import Foundation

/// The user's help texts (data/param-help.tsv), keyed by label.
public struct ParamHelp: Sendable {
    /// The key under which the shared matrix text is stored.
    public static let matrixKey = "M[r,c]"

    /// Help loaded from the data directory; empty if the file cannot be found or read.
    public static let shared: ParamHelp = {
        guard let url = DataDirectory.locate()?.appendingPathComponent("param-help.tsv"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { return ParamHelp(texts: [:]) }
        return ParamHelp(tsv: text)
    }()

    public let texts: [String: String]

    public init(texts: [String: String]) { self.texts = texts }

    /// Parses `label<TAB>text` lines; `#` lines and blank lines are comments.
    public init(tsv: String) {
        var texts: [String: String] = [:]
        for line in tsv.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("#") { continue }
            guard let tab = line.firstIndex(of: "\t") else { continue }
            let label = line[..<tab].trimmingCharacters(in: .whitespaces)
            let text = line[line.index(after: tab)...].trimmingCharacters(in: .whitespaces)
            if !label.isEmpty { texts[label] = text }
        }
        self.texts = texts
    }

    /// The help for `label`; every matrix cell (`M[1,2]`) shares the matrix text. Unknown → "".
    public func text(forLabel label: String) -> String {
        if let text = texts[label] { return text }
        if Self.isMatrixLabel(label) { return texts[Self.matrixKey] ?? "" }
        return ""
    }

    /// Whether `label` names a matrix cell: `M[` digit `,` digit `]`.
    static func isMatrixLabel(_ label: String) -> Bool {
        let chars = Array(label)
        return chars.count == 6 && chars[0] == "M" && chars[1] == "[" && chars[2].isNumber
            && chars[3] == "," && chars[4].isNumber && chars[5] == "]"
    }
}
