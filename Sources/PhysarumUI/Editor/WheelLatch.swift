import GtkKit

/// Decides who the mouse wheel moves in the editor: the scrolling list, or one slider.
///
/// The wheel scrolls the list. A slider takes the wheel only when the user chose it: it has
/// keyboard focus (a click on it or Tab gives it focus) and the burst of wheel steps began over
/// it. A slider passing under the pointer while the list scrolls never catches the wheel, and an
/// unfocused slider never changes from a wheel step.
///
/// Why this rule: in GNOME the wheel over a scrolling view moves the view (Settings, Files, the
/// browser), and keyboard focus is how GTK marks "the control I am operating" — the same rule
/// GNOME Web and Firefox apply to number fields inside scrolling pages. Values then change only
/// through a deliberate act, never as a side effect of reading the list.
@MainActor
final class WheelLatch {
    /// A pause longer than this between wheel events starts a new burst, in microseconds.
    static let burstGap: Int64 = 300_000

    private var lastEvent: Int64 = 0
    private var isBurstStart = true
    /// The slider that owns the current burst (nil: the list).
    private var owner: ObjectIdentifier?

    /// Every wheel event over the editor passes here first (capture phase on the list).
    func wheelEvent(at now: Int64? = nil) {
        let time = now ?? MainLoop.monotonicMicroseconds
        isBurstStart = time - lastEvent > Self.burstGap
        lastEvent = time
        if isBurstStart { owner = nil }
    }

    /// Whether the slider `row` (focused or not) takes this wheel event.
    func sliderTakes(_ row: AnyObject, focused: Bool) -> Bool {
        if isBurstStart && focused { owner = ObjectIdentifier(row) }
        return owner == ObjectIdentifier(row)
    }

    /// Routes the wheel over `scroller`'s content through this latch.
    func watch(_ scroller: ScrolledWindow) {
        let controller = EventControllerScroll()
        controller.setPhase(.capture)
        controller.onScroll { [weak self] _ in
            self?.wheelEvent()
            return false
        }
        scroller.addController(controller)
    }

    /// Lets `scale` (of `row`) take the wheel only when this latch says so.
    func govern(_ scale: Scale, of row: AnyObject) {
        scale.setWheelEnabled(false)
        let controller = EventControllerScroll()
        controller.setPhase(.capture)
        controller.onScroll { [weak self, weak scale, weak row] _ in
            guard let self, let scale, let row else { return false }
            // Capture runs before the slider's own scroll handling: switch it for this event.
            scale.setWheelEnabled(self.sliderTakes(row, focused: scale.isFocusWidget))
            return false
        }
        scale.addScrollController(controller)
    }
}
