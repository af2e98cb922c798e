import CGtk
import CGtkShim

/// GtkGestureDrag: a press-move-release, reported as offsets from the start point.
@MainActor
public final class GestureDrag: Gesture {
    public typealias PointHandler = @MainActor (_ x: Double, _ y: Double) -> Void

    /// gtk_gesture_drag_new.
    public init() {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_gesture_drag_new()))
    }

    /// "drag-begin" with the start point.
    public func onBegin(_ handler: @escaping PointHandler) { connectPoint("drag-begin", handler) }

    /// "drag-update" with the offset from the start point.
    public func onUpdate(_ handler: @escaping PointHandler) { connectPoint("drag-update", handler) }

    /// "drag-end" with the final offset.
    public func onEnd(_ handler: @escaping PointHandler) { connectPoint("drag-end", handler) }

    private func connectPoint(_ name: String, _ handler: @escaping PointHandler) {
        let trampoline: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            let fn = unboxed(data, as: PointHandler.self)
            MainActor.assumeIsolated { fn(x, y) }
        }
        connectSignal(raw, name, handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Emits a whole drag as GTK would (tests): begin at the origin, one update per offset, end.
    public func simulate(offsets: [(x: Double, y: Double)]) {
        physarum_signal_emit_double_double(raw, "drag-begin", 0, 0)
        for offset in offsets { physarum_signal_emit_double_double(raw, "drag-update", offset.x, offset.y) }
        let last = offsets.last ?? (0, 0)
        physarum_signal_emit_double_double(raw, "drag-end", last.x, last.y)
    }
}
