import Foundation

/// What typing a value into a parameter's field gives.
public enum ParamInput: Equatable, Sendable {
    /// A value to store; `clamped` says it was outside the range (or rounded to an integer).
    case value(Double, clamped: Bool)
    /// Not a number; the message is the hint the field shows.
    case invalid(String)
}

extension ParamDescriptor {
    /// Reads typed text as a value for this parameter (a pure function).
    ///
    /// Accepts an optional unit suffix (`45°`, `2×`), thin/normal spaces as thousands separators,
    /// a comma as decimal point and the typographic minus. Out-of-range values are clamped and
    /// integers rounded; anything else is `.invalid` with a hint naming the range as values are shown.
    public func parseInput(_ text: String) -> ParamInput {
        var cleaned = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if !unit.isEmpty, cleaned.hasSuffix(unit) { cleaned.removeLast(unit.count) }
        cleaned = cleaned.replacingOccurrences(of: "−", with: "-")
            .replacingOccurrences(of: ",", with: ".")
            .filter { !$0.isWhitespace }
        guard !cleaned.isEmpty, let number = Double(cleaned), number.isFinite else {
            return .invalid(
                tr(
                    "Type a number from {min} to {max}",
                    ["min": displayText(range.lowerBound), "max": displayText(range.upperBound)]))
        }
        let stored = normalized(number)
        return .value(stored, clamped: stored != number)
    }
}
