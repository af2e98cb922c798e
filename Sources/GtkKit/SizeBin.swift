import CGtk
import CGtkShim

/// A single-child container that reports every new size it is allocated (CGtkShim's size bin).
///
/// The handler runs inside size allocation: defer any layout change it causes (MainLoop.callOnMain),
/// or GTK snapshots widgets "without a current allocation".
@MainActor
public final class SizeBin: Widget {
    /// Wraps `child`; `handler` gets each new width and height in logical pixels.
    public init(child: Widget, _ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        let trampoline: PhysarumSizeFunc = { width, height, data in
            let fn = unboxed(data, as: (@MainActor (Int, Int) -> Void).self)
            MainActor.assumeIsolated { fn(Int(width), Int(height)) }
        }
        super.init(physarum_size_bin_new(child.widget, trampoline, retainedBox(handler), releaseBoxDestroyNotify))
    }

    /// physarum_size_bin_set_shrinks_horizontally: the child's minimum width does not push on
    /// the parent; the bin reports the width it gets and clips a child that needs more (a child
    /// that rearranges itself for that width, as the matrix does, fits again a frame later).
    public var shrinksHorizontally: Bool = false {
        didSet {
            guard shrinksHorizontally != oldValue else { return }
            physarum_size_bin_set_shrinks_horizontally(opaque, shrinksHorizontally ? 1 : 0)
        }
    }
}
