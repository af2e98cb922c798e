import GtkKit
import PhysarumCore

/// Linked toggle buttons choosing which species the Species rows edit: one, or all at once.
@MainActor
final class SpeciesSwitcher {
    let root = Box(vertical: false, spacing: 0)
    private(set) var buttons: [ToggleButton] = []
    /// The species edited, or nil for "All" (an edit goes to every species).
    private(set) var selected: Int? = 0
    var onSelect: ((Int?) -> Void)?

    init() {
        root.addCSSClass("linked")
        root.addCSSClass("species-switcher")
        root.isHomogeneous = true
        let choices: [Int?] = Array(0..<PresetParams.speciesCount) + [nil]
        for choice in choices {
            let button = ToggleButton(toggleLabel: choice.map { "\($0 + 1)" } ?? tr("All"))
            button.addCSSClass(choice.map { "species-\($0)" } ?? "species-all")
            let name =
                choice.map { tr("Edit species {number}", ["number": "\($0 + 1)"]) } ?? tr("Edit all species at once")
            button.setNameAndTooltip(name)
            if let first = buttons.first { button.join(group: first) }
            button.onToggled { [weak self, weak button] in
                guard let self, let button, button.isActive else { return }
                self.choose(choice)
            }
            buttons.append(button)
            root.append(button)
        }
        buttons[0].isActive = true
    }

    /// Whether an edit goes to every species.
    var isAll: Bool { selected == nil }

    /// Selects species `index` (nil: all) as a click would.
    func select(_ index: Int?) {
        let position = index ?? PresetParams.speciesCount
        guard buttons.indices.contains(position) else { return }
        buttons[position].isActive = true
    }

    private func choose(_ choice: Int?) {
        guard choice != selected else { return }
        selected = choice
        onSelect?(choice)
    }
}
