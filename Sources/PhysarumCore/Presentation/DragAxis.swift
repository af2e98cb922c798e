/// Which way a drag goes, once it has gone far enough to tell.
public enum DragAxis: Sendable, Equatable {
    case undecided, horizontal, vertical
}

/// The axis of a drag that has moved (`offsetX`, `offsetY`) px: undecided until it has moved
/// `sheetContentDragThreshold` along either axis (a list's own drag takes a finger just past that,
/// so the decision comes first), then horizontal only when more sideways than up or down. A drag
/// at 45° is vertical: a scroll changes nothing, a slider would change a value.
public func dragAxis(offsetX: Double, offsetY: Double) -> DragAxis {
    let dx = abs(offsetX)
    let dy = abs(offsetY)
    guard max(dx, dy) >= sheetContentDragThreshold else { return .undecided }
    return dx > dy ? .horizontal : .vertical
}
