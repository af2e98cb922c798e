import GtkKit
import PhysarumCore

/// Keeps the window's unsaved edits on disk while they are made, so that closing the window or a
/// crash loses none of them, and brings them back at the next start.
///
/// Why not ask at close (Save / Discard / Cancel): a crash or `kill` cannot ask, and GNOME's
/// own apps (Text Editor, Notes) keep unsaved work as a draft and reopen it. The header then says
/// "edited" as before the close, Revert and Undo work as they did, and a toast says they were kept.
@MainActor
final class UnsavedEditsKeeper {
    /// How far behind the edits the file may be, in ms: a drag writes about four times a second,
    /// and a crash loses at most this much of it.
    static let writeDelayMilliseconds: UInt32 = 250

    let store: UnsavedEditsStore
    private let state: EditorState
    /// The preset the edits started from when it is gone from the list (the one the header names).
    private let origin: () -> Preset?
    private var observation: EditorObservation?
    private var pendingWrite: MainLoopSource?
    /// What the file holds now, so an unchanged state is not written again.
    private var written: UnsavedEdits?
    private var reportedFailure = false
    /// Called once with a sentence when the edits cannot be written (a full disk).
    var onFailure: ((String) -> Void)?

    init(store: UnsavedEditsStore, state: EditorState, origin: @escaping () -> Preset?) {
        self.store = store
        self.state = state
        self.origin = origin
    }

    /// Brings back what the last run in this slot left; returns the edits (nil: none) and a
    /// sentence when its file could not be read. Then starts keeping the state's edits.
    func restoreAndKeep() -> (restored: UnsavedEdits?, notice: String?) {
        let loaded = store.load()
        if let edits = loaded.edits {
            state.restore(edits)
            written = edits
        }
        observation = state.addObserver { [weak self] change in
            guard !change.isDisjoint(with: [.params, .selection, .presets, .history]) else { return }
            self?.scheduleWrite()
        }
        return (loaded.edits, loaded.notice)
    }

    /// Writes now (the window closes or the app quits) and stops keeping.
    func flush() {
        pendingWrite = nil
        write()
    }

    /// Stops the pending write without writing (the window is destroyed after a flush).
    func stop() {
        pendingWrite = nil
        if let observation { state.removeObserver(observation) }
        observation = nil
    }

    private func scheduleWrite() {
        guard pendingWrite == nil else { return }
        pendingWrite = MainLoopSource.timeout(milliseconds: Self.writeDelayMilliseconds) { [weak self] in
            self?.pendingWrite = nil
            self?.write()
            return false
        }
    }

    /// The file follows the state: the unsaved edits with their history, or no file when the
    /// running parameters are a saved preset's.
    private func write() {
        let edits = state.unsavedEdits(origin: origin())
        guard edits != written else { return }
        guard let edits else {
            store.remove()
            written = nil
            return
        }
        do {
            try store.save(edits)
            written = edits
        } catch {
            Log.error("could not keep the unsaved edits in \(store.url.path): \(error.localizedDescription)")
            guard !reportedFailure else { return }
            reportedFailure = true
            onFailure?(
                tr(
                    "Your edits cannot be kept on disk ({reason}): save them as a preset before you close Physarum.",
                    ["reason": error.localizedDescription]))
        }
    }
}
