/// Where a finger at `position` puts a slider's value, as a fraction of its range (0…1): the
/// knob's centre goes under the finger, as GtkRange's own jump to a press does; the knob travels
/// the trough's length less its own. Positions are along the slider, in one coordinate space.
/// `inverted`: the range runs the other way (right to left).
public func sliderFraction(
    position: Double, troughStart: Double, troughLength: Double, knobLength: Double, inverted: Bool = false
) -> Double {
    let travel = troughLength - knobLength
    guard travel > 0 else { return inverted ? 0 : 1 }
    let fraction = min(max((position - troughStart - knobLength / 2) / travel, 0), 1)
    return inverted ? 1 - fraction : fraction
}
