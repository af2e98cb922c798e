import Foundation
import PhysarumCore

/// One parameter as `physarum params --json` prints it.
public struct ParamListing: Codable, Equatable, Sendable {
    public var id: String
    public var label: String
    public var section: String
    public var min: Double
    public var max: Double
    public var `default`: Double
    public var integer: Bool
    public var respawn: Bool
    public var help: String

    /// The exact key set of one JSON object (documented; the CLI test checks it).
    public static let keys: Set<String> = [
        "id", "label", "section", "min", "max", "default", "integer", "respawn", "help",
    ]

    public init(_ descriptor: ParamDescriptor) {
        id = descriptor.id.rawValue
        label = descriptor.label
        section = descriptor.section.title
        min = descriptor.range.lowerBound
        max = descriptor.range.upperBound
        `default` = descriptor.defaultValue
        integer = descriptor.isInteger
        respawn = descriptor.respawn
        help = descriptor.help
    }

    /// Every descriptor as a pretty-printed JSON array (with a final newline).
    public static func json(_ descriptors: [ParamDescriptor] = ParamRegistry.all) throws -> String {
        try ListingJSON.encode(descriptors.map(ParamListing.init))
    }

    /// A readable listing grouped by section: id, label, range, default, flags, then the help, in
    /// the user's language.
    public static func text(_ descriptors: [ParamDescriptor] = ParamRegistry.all) -> String {
        var lines: [String] = []
        var section: ParamSection?
        let idWidth = descriptors.map(\.id.rawValue.count).max() ?? 0
        for d in descriptors {
            if d.section != section {
                if section != nil { lines.append("") }
                lines.append("\(d.section.title):")
                section = d.section
            }
            let range = "\(number(d.range.lowerBound))…\(number(d.range.upperBound))\(d.unit)"
            var facts = [d.label, range, tr("default {value}", ["value": number(d.defaultValue)])]
            // TRANSLATORS: in `physarum params`: the parameter takes whole numbers only.
            if d.isInteger { facts.append(tr("integer")) }
            // TRANSLATORS: in `physarum params`: changing the parameter places the agents anew.
            if d.respawn { facts.append(tr("respawns")) }
            lines.append(
                "  " + d.id.rawValue.padding(toLength: idWidth, withPad: " ", startingAt: 0) + "  "
                    + facts.joined(separator: ", "))
            lines.append("  " + String(repeating: " ", count: idWidth) + "  " + d.help)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `300000`, `0.9` — whole numbers without a decimal point.
    static func number(_ value: Double) -> String {
        value == value.rounded() && Swift.abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
