import GtkKit

/// Keeps the editor's place across a move between the side pane and the sheet: the landmark
/// (row or section title) at the top before the move is at the top after it, with as much of it
/// (as a fraction: a row in the sheet is taller, touch-sized) hidden above the top.
///
/// The same offset would not do: the pane and the sheet differ in width, so rows wrap and the
/// matrix changes columns, and 300 px down the list is another row. Positions are read from the
/// list's top edge, which do not wait for the viewport to follow a new offset. The new
/// layout settles over a few frames (the sheet's and the pane's transitions), so the place is
/// applied each frame until it has held for `settledFrames`.
@MainActor
final class EditorScrollAnchor {
    /// Frames the place must hold before it lets go (the layout has settled).
    static let settledFrames = 8
    /// The most frames it follows a move (a user scrolling during them wins after that).
    static let maximumFrames = 90

    /// A landmark, how far below the viewport's top it is (negative: partly above it) and its height.
    typealias Place = (widget: Widget, top: Double, height: Double)

    private let scroller: ScrolledWindow
    private let content: Widget
    private let landmarks: () -> [Widget]
    private var tick: UInt32?

    init(scroller: ScrolledWindow, content: Widget, landmarks: @escaping () -> [Widget]) {
        self.scroller = scroller
        self.content = content
        self.landmarks = landmarks
    }

    /// The landmark at the top of the viewport, where it is and its height; nil at the very top.
    func capture() -> Place? {
        let offset = scroller.verticalOffset
        guard offset > 0 else { return nil }
        for widget in landmarks() where widget.isVisible {
            guard let frame = frameInList(widget) else { continue }
            let top = frame.y - offset
            if top + frame.height > 0 { return (widget, top, frame.height) }
        }
        return nil
    }

    /// Where `widget` is from the list's top edge, whatever the list is scrolled to: both frames
    /// come from the same allocation, so an offset the viewport has not followed yet cancels
    /// out. (In the list's own coordinates the origin would sit inside its padding.)
    private func frameInList(_ widget: Widget) -> (y: Double, height: Double)? {
        guard let frame = widget.bounds(in: scroller), let list = content.bounds(in: scroller) else { return nil }
        return (frame.y - list.y, frame.height)
    }

    /// Scrolls so that `place` is where it was, each frame until the layout settles.
    func restore(_ place: Place?) {
        if let tick { scroller.removeTickCallback(tick) }
        tick = nil
        guard let place else { return }
        var frames = 0
        var held = 0
        tick = scroller.addTickCallback { [weak self] _ in
            guard let self else { return false }
            frames += 1
            if let frame = self.frameInList(place.widget), frame.height > 0 {
                // Partly above the top: the same share of it hidden.
                let top = place.top < 0 && place.height > 0 ? place.top / place.height * frame.height : place.top
                let offset = min(max(frame.y - top, 0), self.scroller.maximumVerticalOffset)
                if abs(offset - self.scroller.verticalOffset) < 0.5 {
                    held += 1
                } else {
                    held = 0
                    self.scroller.verticalOffset = offset
                }
            }
            guard held < Self.settledFrames, frames < Self.maximumFrames else {
                self.tick = nil
                return false
            }
            return true
        }
    }
}
