/// One of the 45 scalar parameters: what it is, where it lives in `PresetParams`, and its help.
public struct ParamDescriptor: Sendable, Identifiable {
    /// Stable id; its raw value is used in files, on the wire and on the command line
    /// (`species.1.deposit`).
    public let id: ParamID
    /// The label in English (`Deposit`, `M[1,2]`): the msgid of `label` and the key of its help.
    public let sourceLabel: String
    public let section: ParamSection
    /// The species a per-species row belongs to (0-based), nil for shared parameters.
    public let species: Int?
    /// The matrix cell (`row`, `column`, 0-based) for matrix rows.
    public let matrixCell: (row: Int, column: Int)?
    public let range: ClosedRange<Double>
    public let defaultValue: Double
    /// Integer parameters step by 1 and are always stored rounded.
    public let isInteger: Bool
    /// Changing a respawn parameter re-seeds the agents; all others apply live.
    public let respawn: Bool
    /// A short unit suffix for display (`°`, `×`), empty where none helps.
    public let unit: String
    /// The help text in English (data/param-help.tsv; never empty for the built-in registry).
    public let sourceHelp: String

    let getter: @Sendable (PresetParams) -> Double
    let setter: @Sendable (inout PresetParams, Double) -> Void

    /// The label the user sees, in the user's language (msgctxt "parameter"); a matrix cell's
    /// `M[1,2]` has no words to translate.
    public var label: String { matrixCell == nil ? trContext("parameter", sourceLabel) : sourceLabel }

    /// The help text the user sees, in the user's language.
    public var help: String { sourceHelp.isEmpty ? "" : tr(sourceHelp) }

    /// The value of this parameter in `params`.
    public func value(in params: PresetParams) -> Double { getter(params) }

    /// Stores `value` into `params`, clamped to the range and rounded for integer parameters.
    public func set(_ value: Double, in params: inout PresetParams) {
        setter(&params, normalized(value))
    }

    /// `value` clamped into the range (non-finite values become the default) and rounded if integer.
    public func normalized(_ value: Double) -> Double {
        guard value.isFinite else { return defaultValue }
        let clamped = min(max(value, range.lowerBound), range.upperBound)
        return isInteger ? clamped.rounded() : clamped
    }

    /// Whether `value` is acceptable as stored: finite, inside the range, integral where required.
    public func accepts(_ value: Double) -> Bool {
        value.isFinite && range.contains(value) && (!isInteger || value == value.rounded())
    }
}
