import Foundation

/// What the library says about preset files it skipped: how many, which and why, in words for
/// the window (`PresetError.userMessage`; stderr keeps the full paths and parser details).
public struct PresetLoadReport: Equatable, Sendable {
    /// One line per skipped file: “name.json”: why.
    public let lines: [String]

    public init(_ errors: [PresetError]) {
        lines = errors.map(\.userMessage)
    }

    /// Whether there is anything to report.
    public var isEmpty: Bool { lines.isEmpty }

    /// "1 preset file could not be loaded" / "3 preset files could not be loaded"; nil when none.
    public var summary: String? {
        switch lines.count {
        case 0: nil
        default:
            trPlural(
                "{count} preset file could not be loaded", "{count} preset files could not be loaded",
                count: lines.count, ["count": "\(lines.count)"])
        }
    }
}
