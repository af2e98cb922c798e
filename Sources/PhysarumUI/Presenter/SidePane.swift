import GtkKit
import PhysarumCore

/// The side pane: a pane at the right edge beside the player that slides in and out.
@MainActor
final class SidePane {
    /// The pane's width in logical pixels: room for a label, value and a useful slider length,
    /// inside the 300–360 px the product asks for.
    static let width = 340

    let root = Revealer(transition: .slideLeft, durationMilliseconds: 220)
    let panel = Box(vertical: true, spacing: 0)
    /// Holds the editor while the presenter puts it here.
    let slot = Box(vertical: true, spacing: 0)

    init() {
        panel.addCSSClass("side-pane")
        panel.setSizeRequest(width: Self.width)
        // The floating header spans the window: the pane's content starts below it.
        slot.setMargins(top: Int(sheetHeaderClearance))
        slot.expandVertically = true
        panel.append(slot)
        root.setChild(panel)
        root.expandVertically = true
        // Setting hexpand explicitly stops the sliders' hexpand from widening the pane.
        root.expandHorizontally = false
    }

    /// Whether the pane is shown (or sliding in).
    var isRevealed: Bool {
        get { root.revealsChild }
        set { root.revealsChild = newValue }
    }
}
