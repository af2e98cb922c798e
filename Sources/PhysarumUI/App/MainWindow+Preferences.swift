import GtkKit
import PhysarumCore

extension MainWindow {
    /// Opens the preferences window (made once; closing it, with Esc or its button, hides it),
    /// modal over the window.
    func showPreferences() {
        if let preferences { return preferences.dialog.present() }
        let made = Preferences(settings: settings, transientFor: window)
        made.onPlacement = { [weak self] placement in self?.setEditorPlacement(placement) }
        made.onCycleInterval = { [weak self] seconds in self?.setCycleInterval(seconds) }
        preferences = made
        made.dialog.present()
    }

    /// Moves the editor where `placement` says and remembers it.
    func setEditorPlacement(_ placement: EditorPlacement) {
        presenter.placement = placement
        settings.editorPlacement = placement
        rememberSettings()
    }

    /// Remembers how long auto-cycle shows each preset; a running timer starts over with it.
    func setCycleInterval(_ seconds: Double) {
        guard settings.cycleInterval != seconds else { return }
        settings.cycleInterval = seconds
        rememberSettings()
        autoCycle.setInterval(seconds)
    }
}
