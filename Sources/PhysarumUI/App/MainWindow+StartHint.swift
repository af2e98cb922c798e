import GtkKit
import PhysarumCore

// The first start: a hint on the player names the keys a new user needs (←/→, F9, Ctrl+L) until
// it is closed or one of them is used; settings.json remembers that, so it shows once.
extension MainWindow {
    /// Shows the hint unless it was dismissed before. Only a window that remembers settings shows
    /// it (tests and benchmarks have none, and would show it every time), and not the ambient
    /// player (`--host`): a screen that remotes drive has no one at its keyboard.
    func setUpStartHint(hosting: Bool) {
        startHint.onDismiss = { [weak self] in self?.dismissStartHint() }
        if persistence.remembersSettings && !persistence.settings.startHintDismissed && !hosting { startHint.show() }
    }

    /// Hides the hint for good: written to settings.json at once, so a crash does not bring it back.
    func dismissStartHint() {
        guard startHint.isShown else { return }
        startHint.hide()
        persistence.change { $0.startHintDismissed = true }
    }

    /// An action ran: one the hint names means the user has found the keys.
    func startHintNoticed(_ action: AppAction) {
        if StartHint.actions.contains(action) { dismissStartHint() }
    }
}
