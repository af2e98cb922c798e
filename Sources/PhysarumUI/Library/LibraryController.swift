import Foundation
import GtkKit
import PhysarumCore

/// Library management: picking a preset, saving the edited parameters as one, renaming and
/// deleting (with undo) user presets, auto-cycle. Problems show in a toast as well as on stderr.
@MainActor
final class LibraryController {
    private let panel: LibraryPanel
    private let savePanel: SavePanel
    private let state: EditorState
    /// Where user presets live; nil when the window only shows the presets it was given.
    private let presetLibrary: PresetLibrary?
    private let toast: Toast
    /// The preset the header names, also once deleted (the save form proposes its name).
    private let runningPreset: () -> Preset?
    /// Opens or closes the library as the window does (focus, the editor sheet making way).
    private let setLibraryOpen: (Bool) -> Void
    /// Runs the preset at a library index.
    private let showPreset: (Int) -> Void

    init(
        panel: LibraryPanel, savePanel: SavePanel, state: EditorState, presetLibrary: PresetLibrary?, toast: Toast,
        runningPreset: @escaping () -> Preset?, setLibraryOpen: @escaping (Bool) -> Void,
        showPreset: @escaping (Int) -> Void
    ) {
        self.panel = panel
        self.savePanel = savePanel
        self.state = state
        self.presetLibrary = presetLibrary
        self.toast = toast
        self.runningPreset = runningPreset
        self.setLibraryOpen = setLibraryOpen
        self.showPreset = showPreset
    }

    /// Answers the library's and the save form's controls; says once when presets were skipped.
    func connect() {
        panel.onSelect = { [weak self] index in
            self?.showPreset(index)
            self?.setLibraryOpen(false)
        }
        panel.onRename = { [weak self] id, name in self?.renamePreset(id: id, to: name) }
        panel.onDelete = { [weak self] id in self?.deletePreset(id: id) }
        panel.onEscape = { [weak self] in self?.setLibraryOpen(false) }
        panel.controls.onCycle = { [weak self] on in self?.state.setCycling(on) }
        savePanel.onSave = { [weak self] name, tag, overwrite in
            self?.savePreset(name: name, tag: tag, overwrite: overwrite) ?? .failed(tr("No window"))
        }
        savePanel.checkName = { [weak self] name in
            self?.presetLibrary?.checkName(name) ?? .free
        }
        // GtkMenuButton has no "active" property before 4.10: fill the form when the popover shows.
        savePanel.popover.onSignal("show") { [weak self] in self?.prepareSave() }
        // The library lists each skipped file and why; the toast says once that there are some.
        let report = PresetLoadReport(presetLibrary?.loadErrors ?? [])
        panel.problems.show(report)
        if let summary = report.summary {
            toast.show("\(summary).", isError: true, actionTitle: tr("Show")) { [weak self] in
                self?.setLibraryOpen(true)
            }
        }
    }

    /// Proposes the running preset's name and tag — also once it was deleted ("not saved"):
    /// saving it again is what that state asks for.
    private func prepareSave() {
        let current = state.selectedPreset ?? runningPreset()
        let name =
            current.map { $0.isBuiltin ? tr("{preset} (edited)", ["preset": $0.name]) : $0.name } ?? tr("My preset")
        savePanel.prepare(name: name, tag: current?.tag ?? RGBColor(red: 0.56, green: 0.49, blue: 1))
    }

    /// Saves the edited parameters as a user preset named `name`; it becomes the selection.
    func savePreset(name: String, tag: RGBColor, overwrite: Bool) -> SaveOutcome {
        guard let presetLibrary else { return .failed(tr("Presets cannot be saved in this window.")) }
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failed(tr("Give the preset a name.")) }
        let existing = presetLibrary.userPresetNamed(trimmed)
        if existing != nil && !overwrite { return .exists }
        let preset =
            existing.map { Preset(id: $0.id, name: trimmed, tag: tag, params: state.params) }
            ?? presetLibrary.makePreset(name: trimmed, tag: tag, params: state.params)
        do {
            let stored = try presetLibrary.save(preset, overwrite: existing != nil)
            state.setPresets(presetLibrary.all, selecting: stored.id)
            toast.show(tr("Saved “{preset}”.", ["preset": stored.name]))
            return .saved
        } catch {
            Log.error(error.description)
            return .failed(error.userMessage)
        }
    }

    /// Renames a user preset; returns the problem, or nil when done.
    func renamePreset(id: String, to name: String) -> String? {
        guard let presetLibrary else { return tr("Presets cannot be renamed in this window.") }
        if let problem = SavePanel.problem(presetLibrary.checkName(name, owner: id), canReplace: false) {
            return problem
        }
        do {
            try presetLibrary.rename(id: id, to: name)
        } catch {
            return error.userMessage
        }
        // After the menu's own handler returns: the grid it lives in is rebuilt.
        MainLoop.callOnMain { [weak self] in self?.state.setPresets(presetLibrary.all) }
        return nil
    }

    /// Deletes a user preset; the toast offers to undo (it is written back).
    func deletePreset(id: String) {
        guard let presetLibrary, let preset = presetLibrary.userPresets.first(where: { $0.id == id }) else { return }
        do {
            try presetLibrary.delete(id: id)
        } catch {
            toast.report(error)
            return
        }
        MainLoop.callOnMain { [weak self] in self?.state.setPresets(presetLibrary.all) }
        toast.show(tr("Deleted “{preset}”.", ["preset": preset.name]), actionTitle: tr("Undo")) { [weak self] in
            self?.restore(preset)
        }
    }

    private func restore(_ preset: Preset) {
        guard let presetLibrary else { return }
        do {
            try presetLibrary.save(preset)
            state.setPresets(presetLibrary.all)
        } catch {
            toast.report(error)
        }
    }
}
