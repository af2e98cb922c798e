import Foundation
import PhysarumCore

extension ParamRow {
    /// The value as shown: integers whole (with thousands separated), small ranges with more decimals.
    static func format(_ value: Double, for descriptor: ParamDescriptor) -> String {
        editableText(value, for: descriptor) + descriptor.unit
    }

    /// The value as the entry starts with: what `format` shows, without the unit.
    static func editableText(_ value: Double, for descriptor: ParamDescriptor) -> String {
        let span = descriptor.range.upperBound - descriptor.range.lowerBound
        if descriptor.isInteger { return grouped(Int(value.rounded())) }
        if span <= 1.5 { return String(format: "%.3f", value) }
        if span <= 20 { return String(format: "%.2f", value) }
        return String(format: "%.1f", value)
    }

    private static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(" ") }
            result.append(character)
        }
        return (value < 0 ? "−" : "") + result
    }
}
