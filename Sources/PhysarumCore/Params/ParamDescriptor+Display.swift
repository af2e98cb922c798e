import Foundation

// How a parameter's value is shown and stepped: one rule for the editor's value label, the
// typed-value hint, saved preset files and keyboard steps.
extension ParamDescriptor {
    /// The decimals the editor shows: none for integers, more for small ranges.
    public var displayDecimals: Int {
        let span = range.upperBound - range.lowerBound
        if isInteger { return 0 }
        if span <= 1.5 { return 3 }
        if span <= 20 { return 2 }
        return 1
    }

    /// `value` as the editor shows it, without the unit: integers with thousands separated by a
    /// space ("2 000 000"), others with `displayDecimals` decimals.
    public func displayText(_ value: Double) -> String {
        if isInteger { return Self.grouped(Int(value.rounded())) }
        let text = String(format: "%.\(displayDecimals)f", value)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// `value` as shown, with the unit ("45.0°").
    public func displayTextWithUnit(_ value: Double) -> String { displayText(value) + unit }

    /// `value` rounded to the shown precision: what a file keeps. Not clamped: a value outside
    /// the range stays outside, for validation to report.
    public func roundedForDisplay(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let scale = pow(10, Double(displayDecimals))
        return (value * scale).rounded() / scale
    }

    /// The label the editor shows: a matrix cell says which species senses which ("1 senses 2")
    /// where its id label is notation (`M[1,2]`, which the help and files keep); others their label.
    public var displayLabel: String {
        guard let cell = matrixCell else { return label }
        return tr("{sensing} senses {trail}", ["sensing": String(cell.row + 1), "trail": String(cell.column + 1)])
    }

    /// The name a screen reader says: the matrix cells say which species senses which
    /// ("Species 1 senses species 2"), species rows say whose they are ("Deposit of species 1").
    public var accessibleName: String { accessibleName(allSpecies: false) }

    /// The name a screen reader says while the editor's "All" edits every species at once: a
    /// species row then says so ("Deposit of all species"); other rows keep their name.
    public func accessibleName(allSpecies: Bool) -> String {
        if let cell = matrixCell {
            return tr(
                "Species {row} senses species {column}", ["row": "\(cell.row + 1)", "column": "\(cell.column + 1)"])
        }
        if species != nil, allSpecies { return tr("{parameter} of all species", ["parameter": label]) }
        if let species {
            return tr("{parameter} of species {number}", ["parameter": label, "number": "\(species + 1)"])
        }
        return label
    }

    /// One arrow-key or wheel step: about 1/200 of the range, rounded to 1, 2 or 5 times a power
    /// of ten and never finer than what is shown (whole numbers for integers and degrees), so
    /// Agents (1 000 to 2 000 000) steps by 10 000 and an angle by 1°.
    public var keyboardStep: Double {
        let span = range.upperBound - range.lowerBound
        let finest = unit == "°" ? 1 : pow(10, -Double(displayDecimals))
        return max(Self.nice(span / 200), finest)
    }

    /// One Page Up/Down step: ten arrow steps, at most the whole range.
    public var pageStep: Double { min(keyboardStep * 10, range.upperBound - range.lowerBound) }

    /// The number of the form 1, 2 or 5 × 10ⁿ nearest to `value` on a log scale.
    static func nice(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        let power = pow(10, floor(log10(value)))
        let mantissa = value / power
        let candidates: [Double] = [1, 2, 5, 10]
        let best = candidates.min { abs(log10($0) - log10(mantissa)) < abs(log10($1) - log10(mantissa)) } ?? 1
        return best * power
    }

    static func grouped(_ value: Int) -> String {
        let digits = String(abs(value))
        var result = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(" ") }
            result.append(character)
        }
        return (value < 0 ? "−" : "") + result
    }
}

extension PresetParams {
    /// Every scalar rounded to the precision the editor shows (what a saved file keeps).
    public var roundedForDisplay: PresetParams {
        var result = self
        for descriptor in ParamRegistry.all {
            descriptor.setter(&result, descriptor.roundedForDisplay(descriptor.value(in: self)))
        }
        return result
    }
}
