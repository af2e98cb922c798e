import GtkKit
import PhysarumCore

/// A species' colour dot in the matrix; it carries the species number where the preset's colours
/// are too close to tell the dots apart (Core's `speciesDotsNeedNumbers`).
@MainActor
final class SpeciesDot {
    let root = Box(vertical: false)
    let number: Label
    private var colorClass: String?

    init(species: Int, tooltip: String) {
        number = Label(String(species + 1))
        number.addCSSClass("dot-number")
        number.isVisible = false
        // Not expanding: a child's expand flag would spread the dot across the cell's line.
        number.setHorizontalAlign(.center)
        root.addCSSClass("tag-dot")
        root.append(number)
        root.tooltip = tooltip
    }

    /// Whether the number shows.
    var isNumbered: Bool { number.isVisible }

    /// Paints the dot `color`, numbered or not; the number in black or white, whichever reads.
    func show(_ color: RGBColor, numbered: Bool) {
        let name = TagStyles.cssClass(for: color)
        if colorClass != name {
            if let colorClass { root.removeCSSClass(colorClass) }
            root.addCSSClass(name)
            colorClass = name
        }
        number.isVisible = numbered
        root.setCSSClass("numbered", numbered)
        root.setCSSClass("dark-ink", color.legibleInk == .black)
    }
}
