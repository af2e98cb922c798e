import GtkKit
import PhysarumCore

// A finger on the slider in the bottom sheet: the sheet holds the touch and decides its direction
// (Core's sheetDragDecision), then hands the row what is its: a sideways drag moves the value
// (one undo step), a tap jumps it there, a vertical drag never touches it.
extension ParamRow: SheetTouchSlider {
    var isHeldBySheet: Bool {
        get { isTouchHeldBySheet }
        set {
            isTouchHeldBySheet = newValue
            // A new touch: whatever the last one's long press did is over.
            if newValue { longPressFired = false }
        }
    }

    func slideBegan() { sliderPressed(true) }

    func slide(toX x: Double, in reference: Widget) {
        guard let geometry = scale.troughGeometry(in: reference) else { return }
        let fraction = sliderFraction(
            position: x, troughStart: geometry.start, troughLength: geometry.length, knobLength: geometry.knob,
            inverted: geometry.inverted)
        let range = descriptor.range
        scale.value = descriptor.normalized(range.lowerBound + fraction * (range.upperBound - range.lowerBound))
    }

    func slideEnded() { sliderPressed(false) }

    func tapped(atX x: Double, in reference: Widget) {
        // A press held until the long press fired asked for help (it may open once the finger
        // is up): the value stays.
        guard !longPressFired else { return }
        sliderPressed(true)
        slide(toX: x, in: reference)
        sliderPressed(false)
    }
}
