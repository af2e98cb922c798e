import Foundation
import GtkKit
import PhysarumCore

// Unsaved edits survive closing and crashes (WindowPersistence); closing finishes what runs.
extension MainWindow {
    /// Has `persistence` keep the edits and says what it brought back from the last run. A
    /// preset asked for on the command line still starts: the restored edits are then one undo
    /// step back (and kept, as history).
    func keepUnsavedEdits(_ configuration: WindowConfiguration) {
        guard let directory = configuration.unsavedEditsDirectory else { return }
        let role = configuration.remote?.hostOnStart == nil ? "window" : "host"
        guard
            let outcome = persistence.keepUnsavedEdits(
                role: role, in: directory, state: state, origin: { [weak self] in self?.runningPreset },
                onFailure: { [weak self] message in self?.toast.show(message, isError: true) })
        else { return }
        if let notice = outcome.notice {
            Log.error(notice)
            toast.show(notice, isError: true)
        }
        guard let edits = outcome.restored else { return }
        if state.selectedPreset == nil { runningPreset = edits.originPreset }
        showSelection(rebuildLibrary: false)
        if let asked = configuration.startPresetID, asked != state.selectedID, state.select(asked) {
            if state.historyHoldsUnsavedParameters {
                toast.show(
                    tr(
                        "Your unsaved edits to “{name}” from the last session are kept: Undo (Ctrl+Z) brings them back.",
                        ["name": edits.origin.name]))
            }
            return
        }
        guard state.hasUnsavedParameters else { return }
        toast.show(
            tr("Your unsaved edits to “{name}” are back from the last session.", ["name": edits.origin.name]),
            actionTitle: state.selectedPreset == nil ? nil : tr("Revert")
        ) { [weak self] in self?.state.resetAll() }
    }

    /// What closing the window or quitting does first, once: a clip being recorded is finished
    /// and saved, the settings and the unsaved edits are written.
    func prepareToClose() {
        capture.stopRecording(waiting: true)
        persistence.remember()
        persistence.releaseUnsavedEdits()
    }

    /// Quits the app (Ctrl+Q, the end of the session): what closing does first, then the quit.
    func quit() {
        prepareToClose()
        application.quit()
    }
}
