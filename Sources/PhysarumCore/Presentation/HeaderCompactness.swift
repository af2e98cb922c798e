/// Widths below this get the compact header, in logical pixels; its own breakpoint, not the
/// editor's (`compactWidthBreakpoint`).
///
/// Why 720: the regular header with every optional button (listening, remote control) takes
/// 624 px besides the preset's name (GTK 4.8, Adwaita), and the name keeps `HeaderBar`'s 96 px
/// there. At the editor's 600 the regular header did not fit: the close button was cut off
/// and the name was "…" up to about 640 px. The decision depends on the width alone, not on
/// what the header measures, so switching cannot feed back into itself and flip to and fro.
public let compactHeaderWidthBreakpoint: Double = 720

/// Whether a window `width` logical pixels wide gets the compact header (strictly narrower
/// than the breakpoint; exactly 720 is regular).
public func headerIsCompact(width: Double) -> Bool {
    width < compactHeaderWidthBreakpoint
}
