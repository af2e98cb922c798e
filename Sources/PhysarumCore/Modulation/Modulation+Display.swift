/// How a modulation reads in the editor: its depth as a signed percentage of the range, and a
/// sentence for the row's control.
extension Modulation {
    /// The step of the depth slider and the precision files keep: 1 % of the range.
    public static let depthStep = 0.01
    /// The depth a newly picked feature starts at: a quarter of the range upwards.
    public static let defaultDepth = 0.25

    /// "+25 %", "−40 %", "0 %".
    public var depthText: String {
        let percent = Int((depth * 100).rounded())
        return (percent > 0 ? "+" : percent < 0 ? "−" : "") + "\(abs(percent)) %"
    }

    /// What the row's control says: "Follows Bass, +25 %".
    public var summary: String {
        tr("Follows {feature}, {depth}", ["feature": feature.label, "depth": depthText])
    }

    /// The modulation control's accessible name and tooltip for `parameter` (nil: none).
    public static func controlName(for modulation: Modulation?, parameter: String) -> String {
        guard let modulation else { return tr("Make {parameter} follow the sound", ["parameter": parameter]) }
        return tr("{parameter}: {summary}", ["parameter": parameter, "summary": modulation.summary])
    }
}
