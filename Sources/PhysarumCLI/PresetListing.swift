import Foundation
import PhysarumCore

/// One preset as `physarum presets --json` prints it.
public struct PresetListing: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    /// The tag colour as `#rrggbb`.
    public var tag: String
    public var builtin: Bool

    public static let keys: Set<String> = ["id", "name", "tag", "builtin"]

    public init(_ preset: Preset) {
        id = preset.id
        name = preset.name
        tag = preset.tag.hex
        builtin = preset.isBuiltin
    }

    public static func json(_ presets: [Preset]) throws -> String {
        try ListingJSON.encode(presets.map(PresetListing.init))
    }

    /// One line per preset: id, name, tag, built-in or user.
    public static func text(_ presets: [Preset]) -> String {
        let idWidth = presets.map(\.id.count).max() ?? 0
        let nameWidth = presets.map(\.name.count).max() ?? 0
        return presets.map { p in
            p.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                + p.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  "
                + p.tag.hex + "  " + (p.isBuiltin ? "built-in" : "user")
        }.joined(separator: "\n") + (presets.isEmpty ? "" : "\n")
    }
}
