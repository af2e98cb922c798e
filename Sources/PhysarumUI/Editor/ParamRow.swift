import GtkKit
import PhysarumCore

/// One scalar parameter: its label, its value as text, and a slider.
///
/// A species row edits whichever descriptor `bind` gives it (the species switcher rebinds).
@MainActor
final class ParamRow {
    /// Slider positions across a continuous range (one keyboard step = 1/200 of the range).
    static let continuousSteps = 200.0

    let root = Box(vertical: true, spacing: 2)
    let label = Label()
    let valueLabel = Label()
    let scale: Scale
    private(set) var descriptor: ParamDescriptor
    /// Set while the row updates the slider itself, so it does not report its own change.
    private var isUpdating = false
    /// Called with the descriptor and the normalised value when the user moves the slider.
    var onChange: ((ParamDescriptor, Double) -> Void)?

    init(descriptor: ParamDescriptor) {
        self.descriptor = descriptor
        scale = Scale(range: descriptor.range, step: Self.step(for: descriptor))
        root.addCSSClass("param-row")

        let line = Box(vertical: false, spacing: 8)
        label.text = descriptor.label
        label.addCSSClass("param-label")
        label.horizontalAlignment = 0
        label.expandHorizontally = true
        label.ellipsizesAtEnd = true
        valueLabel.addCSSClass("param-value")
        valueLabel.horizontalAlignment = 1
        line.append(label)
        line.append(valueLabel)
        root.append(line)

        scale.addCSSClass("param-scale")
        scale.expandHorizontally = true
        root.append(scale)
        configure()
        scale.onValueChanged { [weak self] in self?.sliderMoved() }
    }

    /// Rebinds the row to another descriptor with the same label (another species).
    func bind(_ descriptor: ParamDescriptor, params: PresetParams) {
        self.descriptor = descriptor
        configure()
        show(params)
    }

    /// Shows the value from `params` without reporting a change.
    func show(_ params: PresetParams) {
        let value = descriptor.value(in: params)
        isUpdating = true
        scale.value = value
        isUpdating = false
        valueLabel.text = Self.format(value, for: descriptor)
    }

    private func configure() {
        let step = Self.step(for: descriptor)
        scale.setIncrements(step: step, page: step * 10)
        scale.setRoundDigits(descriptor.isInteger ? 0 : -1)
        scale.tooltip = descriptor.help
        scale.setAccessibleLabel(descriptor.label)
        scale.setAccessibleDescription(descriptor.help)
    }

    private func sliderMoved() {
        let value = descriptor.normalized(scale.value)
        valueLabel.text = Self.format(value, for: descriptor)
        guard !isUpdating else { return }
        onChange?(descriptor, value)
    }

    /// The slider step: 1 for integers, else 1/200 of the range.
    static func step(for descriptor: ParamDescriptor) -> Double {
        descriptor.isInteger ? 1 : (descriptor.range.upperBound - descriptor.range.lowerBound) / continuousSteps
    }

    /// The value as shown: integers whole (with thousands separated), small ranges with more decimals.
    static func format(_ value: Double, for descriptor: ParamDescriptor) -> String {
        let span = descriptor.range.upperBound - descriptor.range.lowerBound
        let text: String
        if descriptor.isInteger {
            text = Self.grouped(Int(value.rounded()))
        } else if span <= 1.5 {
            text = String(format: "%.3f", value)
        } else if span <= 20 {
            text = String(format: "%.2f", value)
        } else {
            text = String(format: "%.1f", value)
        }
        return text + descriptor.unit
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
