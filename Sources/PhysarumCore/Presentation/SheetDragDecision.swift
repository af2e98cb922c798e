/// Where a pointer drag on a bottom sheet began, for deciding whether it moves the sheet.
public enum SheetDragStart: Sendable, Equatable {
    /// The sheet's top bar (handle, the editor toolbar's empty space): the drag moves the sheet.
    case bar
    /// The content while it is scrolled to its top: a downward drag moves the sheet (like
    /// AdwBottomSheet), an upward one is the content's.
    case contentAtTop
    /// The content scrolled away from its top: the drag is the content's.
    case content
    /// A control that drags by itself (a slider, text): the drag is the control's, in any
    /// direction (the sheet's gesture sees it first, so it must step aside on purpose).
    case control
}

/// What a drag does with the sheet so far.
public enum SheetDragDecision: Sendable, Equatable {
    /// Too little movement to tell yet.
    case undecided
    /// The sheet follows the pointer.
    case follow
    /// The sheet stays; the drag belongs to the content.
    case ignore
}

/// How far a drag on the content must move before it decides, in logical pixels (GTK's default
/// gtk-dnd-drag-threshold is 8): a click with a little jitter never moves the sheet.
public let sheetContentDragThreshold: Double = 8

/// Whether a drag that began at `start` and has moved `offsetY` (px, positive = downward) moves
/// the sheet. Once a drag decides, it keeps that decision (the caller stops asking).
public func sheetDragDecision(start: SheetDragStart, offsetY: Double) -> SheetDragDecision {
    switch start {
    case .bar: return .follow
    case .content, .control: return .ignore
    case .contentAtTop:
        if offsetY >= sheetContentDragThreshold { return .follow }
        if offsetY <= -sheetContentDragThreshold { return .ignore }
        return .undecided
    }
}

/// Whether the sheet takes a drag away from the widget under the finger or pointer (claims it,
/// cancelling that widget's own gestures): only a drag the sheet follows, and only once it has
/// moved `sheetContentDragThreshold` either way, so a tap on a button in the sheet's bar stays
/// the button's tap.
public func sheetDragClaims(decision: SheetDragDecision, offsetY: Double) -> Bool {
    decision == .follow && abs(offsetY) >= sheetContentDragThreshold
}
