import GtkKit
import PhysarumCore

/// Preferences (Ctrl+,): where the editor lives. Changes apply at once and are remembered.
@MainActor
final class PreferencesWindow {
    let window: Window
    let placement: DropDown
    /// Called with the new placement.
    var onPlacement: ((EditorPlacement) -> Void)?

    init(placement current: EditorPlacement) {
        window = Window(utilityTitled: tr("Physarum Preferences"))
        window.defaultSize = (420, 0)
        let content = Box(vertical: true, spacing: 8)
        content.setMargins(top: 18, bottom: 18, start: 18, end: 18)
        let row = Box(vertical: false, spacing: 12)
        let label = Label(tr("Editor placement"))
        label.horizontalAlignment = 0
        label.expandHorizontally = true
        placement = DropDown(items: EditorPlacement.allCases.map(\.title))
        placement.selected = EditorPlacement.allCases.firstIndex(of: current) ?? 0
        placement.setAccessibleLabel(tr("Editor placement"))
        row.append(label)
        row.append(placement)
        content.append(row)
        let hint = Label(
            tr(
                "Automatic: a side pane in wide windows, a bottom sheet in portrait or narrow ones. "
                    + "Side keeps the pane on a portrait monitor; Bottom keeps the sheet in a wide window."))
        hint.wraps = true
        hint.setMaxWidthChars(44)
        hint.horizontalAlignment = 0
        hint.addCSSClass("dim-label")
        content.append(hint)
        window.setChild(content)
        placement.onSelected { [weak self] in
            guard let self else { return }
            let cases = EditorPlacement.allCases
            if cases.indices.contains(self.placement.selected) { self.onPlacement?(cases[self.placement.selected]) }
        }
    }
}
