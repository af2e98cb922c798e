import GtkKit
import PhysarumCore

extension MainWindow {
    /// Opens the preferences dialog (made once; closing it hides it), transient for the window.
    func showPreferences() {
        if let preferences { return preferences.window.present() }
        let dialog = PreferencesWindow(placement: presenter.placement)
        dialog.window.transient(for: window)
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
