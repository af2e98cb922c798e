import GtkKit
import PhysarumCore

/// Preferences (Ctrl+,), an AdwPreferencesWindow: where the editor lives and how long auto-cycle
/// shows each preset. Changes apply at once; the owner remembers them in settings.json.
@MainActor
final class Preferences {
    let dialog: PreferencesWindow
    let placement: ComboRow
    let cycleInterval: ComboRow
    /// Called with the new placement.
    var onPlacement: ((EditorPlacement) -> Void)?
    /// Called with the new auto-cycle interval, in seconds.
    var onCycleInterval: ((Double) -> Void)?

    init(settings: AppSettings, transientFor parent: Window) {
        // GNOME names the window after what it is; the app's name is in the window list already.
        dialog = PreferencesWindow(title: tr("Preferences"), transientFor: parent)
        placement = ComboRow(title: tr("Editor placement"), subtitle: nil, items: EditorPlacement.allCases.map(\.title))
        placement.selected = EditorPlacement.allCases.firstIndex(of: settings.editorPlacement) ?? 0
        cycleInterval = ComboRow(
            title: tr("Auto-cycle interval"), subtitle: tr("How long each preset plays"),
            items: PresetCycle.intervalChoices.map(PresetCycle.intervalTitle))
        cycleInterval.selected =
            PresetCycle.intervalChoices.firstIndex(of: PresetCycle.nearestInterval(to: settings.cycleInterval)) ?? 0

        let page = PreferencesPage(title: tr("General"), iconName: "preferences-system-symbolic")
        // The choices need the explanation; a row's subtitle would squeeze them at 360 px.
        let window = PreferencesGroup(
            title: tr("Editor"),
            description: tr(
                "Automatic: a side pane in wide windows, a bottom sheet in narrow or portrait ones. Side keeps the pane on a portrait monitor; Bottom keeps the sheet in a wide window."
            ))
        window.add(placement)
        page.add(window)
        let library = PreferencesGroup(title: tr("Library"))
        library.add(cycleInterval)
        page.add(library)
        dialog.add(page)

        placement.onSelected { [weak self] in
            guard let self else { return }
            let cases = EditorPlacement.allCases
            if cases.indices.contains(self.placement.selected) { self.onPlacement?(cases[self.placement.selected]) }
        }
        cycleInterval.onSelected { [weak self] in
            guard let self else { return }
            let choices = PresetCycle.intervalChoices
            if choices.indices.contains(self.cycleInterval.selected) {
                self.onCycleInterval?(choices[self.cycleInterval.selected])
            }
        }
    }
}
