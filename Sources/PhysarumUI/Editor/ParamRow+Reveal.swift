import GtkKit

// A row's popovers (help, follow the sound) open from the keyboard too, where the row may be
// scrolled out of view: a popover anchored off-screen has no monitor (GTK 4.8 on Xvfb: a
// Gdk-CRITICAL), so the row scrolls into view first.
extension ParamRow {
    /// Runs `open` now when the row is in view; else scrolls it into view and runs `open` once
    /// the new scroll position is laid out (the popover places itself from its anchor's
    /// allocation, which the second frame after the scroll has).
    func openInView(_ open: @escaping @MainActor () -> Void) {
        guard onReveal?(self) == true else {
            open()
            return
        }
        var frames = 0
        root.addTickCallback { _ in
            frames += 1
            guard frames >= 2 else { return true }
            open()
            return false
        }
    }
}
