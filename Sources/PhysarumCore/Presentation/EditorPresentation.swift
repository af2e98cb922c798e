/// Where the editor lives: beside the player, or in a bottom sheet over it. One word pair for
/// the concept: these cases, `EditorPlacement`'s choices and the widgets (`SidePane`,
/// `BottomSheet`) all say side and bottom.
public enum EditorPresentation: String, Sendable, CaseIterable {
    /// A side pane on the right (wide, landscape windows).
    case side
    /// A bottom sheet over the running player (narrow, portrait or square windows).
    case bottom
}

/// A content size in logical pixels.
public struct ContentSize: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Widths below this are "compact" and always get the sheet, in logical pixels.
///
/// Why 600: GNOME's Loupe switches its side pane to a bottom panel at 590 sp with the same kind of
/// layout, and libadwaita's adaptive samples use ≈ 550–600 sp for "narrow". With our ~340 px
/// side pane, anything narrower would leave the player under ~260 px wide — a strip, not a
/// picture. Exactly 600 counts as regular: compact means strictly narrower. (libadwaita's
/// `max-width: N` conditions, like CSS media queries, include N itself, so the equivalent
/// libadwaita condition would be `max-width: 599px`.)
public let compactWidthBreakpoint: Double = 600

/// The presentation for a content size: compact → sheet; landscape → side pane; portrait or square → sheet.
public func editorPresentation(size: ContentSize) -> EditorPresentation {
    if size.width < compactWidthBreakpoint { return .bottom }
    return size.width > size.height ? .side : .bottom
}
