import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The newest release of an AppStream metainfo file: its version and its description as AppStream
/// description markup (`<p>`, `<ul>`, `<ol>`, `<li>`, `<em>`, `<code>`), which the About window's
/// release-notes page shows (libadwaita 1.2 has `adw_about_window_set_release_notes` but no
/// `_from_appdata`).
public struct ReleaseNotes: Equatable, Sendable {
    public var version: String
    /// The description's markup; empty when the release has none.
    public var markup: String

    public init(version: String, markup: String) {
        self.version = version
        self.markup = markup
    }

    /// The metainfo file's name (installed in `share/metainfo`, in the source tree in `Resources`).
    public static let metainfoFileName = "io.github.physarum.Physarum.metainfo.xml"

    /// Where the metainfo lies for a data directory (DataDirectory): `<prefix>/share/metainfo`
    /// beside an installed `<prefix>/share/physarum`, `Resources/` beside the source tree's `data/`.
    public static func metainfoCandidates(dataDirectory: URL) -> [URL] {
        let parent = dataDirectory.deletingLastPathComponent()
        return [
            parent.appendingPathComponent("metainfo").appendingPathComponent(metainfoFileName),
            parent.appendingPathComponent("Resources").appendingPathComponent(metainfoFileName),
        ]
    }

    /// The newest `<release>` in `metainfo` (the highest version; AppStream lists newest first,
    /// but nothing enforces it). Nil when the file is no XML or lists no release with a version.
    public static func newest(inMetainfo metainfo: Data) -> ReleaseNotes? {
        let reader = ReleaseReader()
        let parser = XMLParser(data: metainfo)
        parser.delegate = reader
        guard parser.parse() else { return nil }
        return reader.releases.max { compareVersions($0.version, $1.version) == .orderedAscending }
    }

    /// Compares dotted versions numerically ("0.10.0" > "0.9.1"); a missing part counts as 0.
    public static func compareVersions(_ a: String, _ b: String) -> ComparisonResult {
        let left = a.split(separator: ".").map { Int($0) ?? 0 }
        let right = b.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(left.count, right.count) {
            let l = index < left.count ? left[index] : 0
            let r = index < right.count ? right[index] : 0
            if l != r { return l < r ? .orderedAscending : .orderedDescending }
        }
        return .orderedSame
    }
}

/// Collects each `<release>`'s version and rebuilds its `<description>` markup, keeping only the
/// elements AppStream allows there.
private final class ReleaseReader: NSObject, XMLParserDelegate {
    /// The elements of AppStream description markup.
    static let markupElements: Set<String> = ["p", "ul", "ol", "li", "em", "code"]

    var releases: [ReleaseNotes] = []
    private var version: String?
    /// The description's markup while it is read, and after until the release ends.
    private var markup: String?
    private var inDescription = false
    /// How deep inside a skipped element (a translated `xml:lang` copy) the reader is.
    private var skipping = 0

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if skipping > 0 {
            skipping += 1
        } else if name == "release" {
            version = attributes["version"]
            markup = nil
        } else if version != nil, name == "description" {
            inDescription = true
            markup = ""
        } else if inDescription, Self.markupElements.contains(name) {
            // Translated copies (`<p xml:lang="de">`) are not the release's own notes.
            if attributes["xml:lang"] != nil { skipping = 1 } else { markup? += "<\(name)>" }
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if skipping > 0 {
            skipping -= 1
        } else if name == "release" {
            if let version, !version.isEmpty {
                releases.append(ReleaseNotes(version: version, markup: Self.tidy(markup ?? "")))
            }
            version = nil
            markup = nil
        } else if name == "description" {
            inDescription = false
        } else if inDescription, Self.markupElements.contains(name) {
            markup? += "</\(name)>"
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard skipping == 0, inDescription else { return }
        markup? += Self.escape(string)
    }

    /// Collapses whitespace runs to one space and drops it around block elements (indentation).
    static func tidy(_ markup: String) -> String {
        let collapsed = markup.replacingOccurrences(of: "\\s+", with: " ", options: .regularExpression)
        return collapsed.replacingOccurrences(
            of: " ?(</?(p|ul|ol|li)>) ?", with: "$1", options: .regularExpression
        ).trimmingCharacters(in: .whitespaces)
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
