import GtkKit
import PhysarumCore

/// Linked toggle buttons choosing which species the Species rows edit.
@MainActor
final class SpeciesSwitcher {
    let root = Box(vertical: false, spacing: 0)
    private(set) var buttons: [ToggleButton] = []
    private(set) var selected = 0
    var onSelect: ((Int) -> Void)?

    init() {
        root.addCSSClass("linked")
        root.addCSSClass("species-switcher")
        root.isHomogeneous = true
        for index in 0..<PresetParams.speciesCount {
            let button = ToggleButton(toggleLabel: "Species \(index + 1)")
            button.addCSSClass("species-\(index)")
            button.setAccessibleLabel("Edit species \(index + 1)")
            if let first = buttons.first { button.join(group: first) }
            button.onToggled { [weak self, weak button] in
                guard let self, let button, button.isActive else { return }
                self.choose(index)
            }
            buttons.append(button)
            root.append(button)
        }
        buttons[0].isActive = true
    }

    /// Selects species `index` as a click would.
    func select(_ index: Int) {
        guard buttons.indices.contains(index) else { return }
        buttons[index].isActive = true
    }

    private func choose(_ index: Int) {
        guard index != selected else { return }
        selected = index
        onSelect?(index)
    }
}
