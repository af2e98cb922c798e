/// Where a pointer drag on a bottom sheet began, for deciding whether it moves the sheet.
public enum SheetDragStart: Sendable, Equatable {
    /// The sheet's top bar (handle, the editor toolbar's empty space): the drag moves the sheet.
    case bar
    /// The content while it is scrolled to its top: a downward drag moves the sheet (like
    /// AdwBottomSheet), an upward one is the content's.
    case contentAtTop
    /// The content scrolled away from its top: the drag is the content's.
    case content
    /// A control that drags by itself under a mouse (a slider, text): the drag is the control's,
    /// in any direction (the sheet's gesture sees it first, so it must step aside on purpose).
    case control
    /// A finger on a slider: its direction decides. Sideways it edits the slider; up or down it
    /// is the content's like anywhere else on it (`listAtTop`: the content is scrolled to its top,
    /// where a downward drag moves the sheet). A finger that scrolls must not edit what it
    /// happened to land on (Android's SeekBar in a scrolling container waits the same way).
    case slider(listAtTop: Bool)
}

/// What a drag does with the sheet so far.
public enum SheetDragDecision: Sendable, Equatable {
    /// Too little movement to tell yet.
    case undecided
    /// The sheet follows the pointer.
    case follow
    /// The sheet stays; the drag belongs to the content.
    case ignore
    /// The sheet stays; the drag edits the slider it began on (the sheet hands it over).
    case slide
}

/// How far a drag on the content must move before it decides, in logical pixels (GTK's default
/// gtk-dnd-drag-threshold is 8): a click with a little jitter never moves the sheet.
public let sheetContentDragThreshold: Double = 8

/// Whether a drag that began at `start` and has moved (`offsetX`, `offsetY`) (px, positive =
/// right and downward) moves the sheet. Once a drag decides, it keeps that decision (the caller
/// stops asking).
public func sheetDragDecision(start: SheetDragStart, offsetX: Double, offsetY: Double) -> SheetDragDecision {
    switch start {
    case .bar: return .follow
    case .content, .control: return .ignore
    case .contentAtTop:
        if offsetY >= sheetContentDragThreshold { return .follow }
        if offsetY <= -sheetContentDragThreshold { return .ignore }
        return .undecided
    case .slider(let listAtTop):
        switch dragAxis(offsetX: offsetX, offsetY: offsetY) {
        case .undecided: return .undecided
        case .horizontal: return .slide
        case .vertical:
            return sheetDragDecision(start: listAtTop ? .contentAtTop : .content, offsetX: offsetX, offsetY: offsetY)
        }
    }
}

/// Whether the sheet takes a drag away from the widget under the finger or pointer (claims it,
/// cancelling that widget's own gestures and the content's scrolling): a drag the sheet follows
/// once it has moved `sheetContentDragThreshold` either way, so a tap on a button in the sheet's
/// bar stays the button's tap; and a slide, which is only decided once it has moved.
public func sheetDragClaims(decision: SheetDragDecision, offsetY: Double) -> Bool {
    switch decision {
    case .follow: abs(offsetY) >= sheetContentDragThreshold
    case .slide: true
    case .undecided, .ignore: false
    }
}
