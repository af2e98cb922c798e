/// How far a finger may drift and still be holding still, in logical pixels (GTK's default
/// gtk-dnd-drag-threshold, which its own long-press gesture uses).
public let touchSlop: Double = 8

/// Whether a long press that fired still stands once the input that was waiting behind it has
/// been read: on a busy device the long-press timer can fire before the moves of a drag are
/// processed. It stands when no other gesture took the touch since (`taken`) and the finger is
/// within `touchSlop` of where the press was seen (`drift`, px; nil: the finger has been lifted,
/// after holding long enough).
public func longPressStands(drift: Double?, taken: Bool) -> Bool {
    guard !taken else { return false }
    guard let drift else { return true }
    return drift < touchSlop
}
