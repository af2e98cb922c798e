import GtkKit
import PhysarumCore

extension MainWindow {
    /// Opens the preferences window (made once; closing it, with Esc or its button, hides it),
    /// modal over the window.
    func showPreferences() {
        if let preferences { return preferences.dialog.present() }
        let made = Preferences(settings: persistence.settings, transientFor: window)
        made.onPlacement = { [weak self] placement in self?.setEditorPlacement(placement) }
        made.onCycleInterval = { [weak self] seconds in self?.setCycleInterval(seconds) }
        preferences = made
        made.dialog.present()
    }

    /// Moves the editor where `placement` says and remembers it.
    func setEditorPlacement(_ placement: EditorPlacement) {
        presenter.placement = placement
        persistence.change { $0.editorPlacement = placement }
    }

    /// Remembers how long auto-cycle shows each preset; a running timer starts over with it.
    func setCycleInterval(_ seconds: Double) {
        guard persistence.settings.cycleInterval != seconds else { return }
        persistence.change { $0.cycleInterval = seconds }
        autoCycle.setInterval(seconds)
    }
}
