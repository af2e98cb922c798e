import CGtk

/// GtkGestureLongPress: a press held still for the long-press time (the gtk-long-press-time
/// setting); moving past the drag threshold or lifting earlier cancels it.
@MainActor
public final class GestureLongPress: Gesture {
    public typealias PointHandler = @MainActor (_ x: Double, _ y: Double) -> Void

    /// gtk_gesture_long_press_new; `touchOnly` ignores the mouse (a held mouse button on a
    /// slider is someone thinking, not asking for help).
    public init(touchOnly: Bool) {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_gesture_long_press_new()))
        gtk_gesture_single_set_touch_only(OpaquePointer(raw), touchOnly ? 1 : 0)
    }

    /// How many times GTK's long-press time the press must be held (gtk_gesture_long_press_set_delay_factor).
    public func setDelayFactor(_ factor: Double) {
        gtk_gesture_long_press_set_delay_factor(OpaquePointer(raw), factor)
    }

    /// "pressed": the press was held long enough, at this point.
    public func onPressed(_ handler: @escaping PointHandler) {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            let fn = unboxed(data, as: PointHandler.self)
            MainActor.assumeIsolated { fn(x, y) }
        }
        connectSignal(raw, "pressed", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
