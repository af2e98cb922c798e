import GtkKit
import PhysarumCore

extension MainWindow {
    /// Opens the preferences dialog (made once; closing it hides it).
    func showPreferences() {
        if let preferences { return preferences.window.present() }
        let dialog = PreferencesWindow(placement: presenter.placement)
        dialog.onPlacement = { [weak self] placement in self?.setEditorPlacement(placement) }
        preferences = dialog
        dialog.window.present()
    }

    /// Moves the editor where `placement` says and remembers it.
    func setEditorPlacement(_ placement: EditorPlacement) {
        presenter.placement = placement
        settings.editorPlacement = placement
        rememberSettings()
    }
}
