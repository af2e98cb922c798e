import CGtk

/// GtkGestureClick: presses and releases of a pointer button.
@MainActor
public final class GestureClick: Gesture {
    public typealias PressHandler = @MainActor (_ pressCount: Int, _ x: Double, _ y: Double) -> Void

    /// gtk_gesture_click_new.
    public init() {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_gesture_click_new()))
    }

    /// "pressed" with the press count (2 = double-click) and point.
    public func onPressed(_ handler: @escaping PressHandler) { connectPress("pressed", handler) }

    /// "released" with the press count and point.
    public func onReleased(_ handler: @escaping PressHandler) { connectPress("released", handler) }

    private func connectPress(_ name: String, _ handler: @escaping PressHandler) {
        let trampoline: @convention(c) (gpointer?, Int32, Double, Double, gpointer?) -> Void = { _, count, x, y, data in
            let fn = unboxed(data, as: PressHandler.self)
            MainActor.assumeIsolated { fn(Int(count), x, y) }
        }
        connectSignal(raw, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
