import GtkKit

/// A slider in the sheet's content that the sheet drives under a finger.
///
/// GtkRange takes a finger at the press (its knob jumps there and its drag claims the touch), so
/// on its own a finger that lands on a slider can never scroll the list or move the sheet. The
/// sheet, which sees the touch first, holds it instead (`isHeldBySheet`: the slider lets it
/// pass), decides its direction by Core's rule and hands the slider its sideways drags and taps.
@MainActor
protocol SheetTouchSlider: AnyObject {
    /// Set while the sheet holds a touch that began on the slider: the slider's own gestures
    /// must not see it.
    var isHeldBySheet: Bool { get set }
    /// A sideways drag took the slider (one change, until `slideEnded`).
    func slideBegan()
    /// The finger is at `x` in `reference`'s coordinates: the value follows.
    func slide(toX x: Double, in reference: Widget)
    func slideEnded()
    /// A finger went down and up without moving: the value jumps there (unless the press was a
    /// long one, which asked for help instead).
    func tapped(atX x: Double, in reference: Widget)
}

/// Finds the slider under a finger in the sheet's content.
@MainActor
protocol SheetTouchSliders: AnyObject {
    /// The slider at (`x`, `y`) in `sheet`'s coordinates, if one is there.
    func touchSlider(atX x: Double, y: Double, in sheet: Widget) -> SheetTouchSlider?
}
