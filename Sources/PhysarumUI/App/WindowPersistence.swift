import Foundation
import PhysarumCore

/// What the window keeps between runs: settings.json (the size, the preset, auto-cycle, the
/// preferences, the start hint's dismissal) and the unsaved edits (`UnsavedEditsKeeper`). The
/// window starts from `settings` and tells `current` what it is now; this writes it.
@MainActor
final class WindowPersistence {
    /// Where settings.json lives; nil: the window remembers nothing (tests and benchmarks).
    private let store: SettingsStore?
    /// What settings.json said at the start, with this run's changes.
    private(set) var settings: AppSettings
    /// A sentence for the user when settings.json could not be read (it was set aside).
    let notice: String?
    /// No settings.json yet: the very first start.
    let isFirstStart: Bool
    /// Writes what the window is now into the settings (set by the window once it is assembled).
    var current: ((inout AppSettings) -> Void)?
    /// Keeps unsaved edits on disk for the next start; nil while none are kept.
    private var unsavedEdits: UnsavedEditsKeeper?

    init(settingsURL: URL?) {
        store = settingsURL.map(SettingsStore.init(url:))
        isFirstStart = store?.exists == false
        let loaded = store?.load() ?? (settings: AppSettings(), notice: nil)
        settings = loaded.settings
        notice = loaded.notice
    }

    /// Whether settings are written at all (a window without a settings file remembers nothing).
    var remembersSettings: Bool { store != nil }

    /// Whether this window keeps its unsaved edits on disk.
    var keepsUnsavedEdits: Bool { unsavedEdits != nil }

    /// Changes a setting the window does not hold itself (a preference, the hint) and writes it.
    func change(_ apply: (inout AppSettings) -> Void) {
        apply(&settings)
        remember()
    }

    /// Writes settings.json for the next start: what the window is now (`current`) with the rest.
    func remember() {
        guard let store else { return }
        current?(&settings)
        do {
            try store.save(settings)
        } catch {
            Log.error("could not save the settings in \(store.url.path): \(error.localizedDescription)")
        }
    }

    /// Claims the slot of `role` in `directory`, brings back what the last run left there and keeps
    /// `state`'s edits from now on; nil when no slot is free (the edits are then not kept).
    func keepUnsavedEdits(
        role: String, in directory: URL, state: EditorState, origin: @escaping () -> Preset?,
        onFailure: @escaping (String) -> Void
    ) -> (restored: UnsavedEdits?, notice: String?)? {
        guard let store = UnsavedEditsStore.claim(role: role, in: directory) else {
            Log.error("no slot for unsaved edits in \(directory.path): they are not kept")
            return nil
        }
        let keeper = UnsavedEditsKeeper(store: store, state: state, origin: origin)
        keeper.onFailure = onFailure
        unsavedEdits = keeper
        return keeper.restoreAndKeep()
    }

    /// Writes the unsaved edits a last time and releases their slot, so that a window opened
    /// next (in this process too) claims it and finds them. GTK emits "destroy" only once the
    /// last reference goes, so closing the window does this itself.
    func releaseUnsavedEdits() {
        unsavedEdits?.flush()
        unsavedEdits?.stop()
        unsavedEdits = nil
    }
}
