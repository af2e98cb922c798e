import Foundation
import GtkKit
import PhysarumCore

// Library management: save, rename, delete (with undo), import, export, auto-cycle. Problems
// show in a toast as well as on stderr.
extension MainWindow {
    func connectLibrary() {
        library.onSelect = { [weak self] index in
            self?.showPreset(at: index)
            self?.setLibraryOpen(false)
        }
        library.onRename = { [weak self] id, name in self?.renamePreset(id: id, to: name) }
        library.onDelete = { [weak self] id in self?.deletePreset(id: id) }
        library.onEscape = { [weak self] in self?.setLibraryOpen(false) }
        library.controls.onCycle = { [weak self] on in self?.state.setCycling(on) }
        library.controls.importButton.onClicked { [weak self] in self?.chooseImport() }
        library.controls.exportButton.onClicked { [weak self] in self?.chooseExport() }
        editor.toolbar.savePanel.onSave = { [weak self] name, tag, overwrite in
            self?.savePreset(name: name, tag: tag, overwrite: overwrite) ?? .failed(tr("No window"))
        }
        editor.toolbar.savePanel.checkName = { [weak self] name in
            self?.presetLibrary?.checkName(name) ?? .free
        }
        // GtkMenuButton has no "active" property before 4.10: fill the form when the popover shows.
        editor.toolbar.savePanel.popover.onSignal("show") { [weak self] in self?.prepareSave() }
        // The library lists each skipped file and why; the toast says once that there are some.
        let report = PresetLoadReport(presetLibrary?.loadErrors ?? [])
        library.problems.show(report)
        if let summary = report.summary {
            toast.show("\(summary).", isError: true, actionTitle: tr("Show")) { [weak self] in
                self?.setLibraryOpen(true)
            }
        }
    }

    /// Ctrl+S: shows the editor and opens the save popover.
    func openSave() {
        if !presenter.isEditorVisible { presenter.setShowEditor(true) }
        editor.toolbar.saveButton.popup()
    }

    /// Proposes the running preset's name and tag — also once it was deleted ("not saved"):
    /// saving it again is what that state asks for.
    private func prepareSave() {
        let current = state.selectedPreset ?? runningPreset
        let name =
            current.map { $0.isBuiltin ? tr("{preset} (edited)", ["preset": $0.name]) : $0.name } ?? tr("My preset")
        editor.toolbar.savePanel.prepare(name: name, tag: current?.tag ?? RGBColor(red: 0.56, green: 0.49, blue: 1))
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
            report(error)
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
            report(error)
        }
    }

    /// Writes the running parameters (under the selected preset's name and tag) to `path`.
    func exportPreset(path: String) {
        let current = state.selectedPreset ?? presets[currentIndex]
        let url = URL(fileURLWithPath: path)
        var preset = current
        preset.params = state.params
        do {
            let data = try PresetCoder.encode(preset)
            try data.write(to: url, options: .atomic)
            toast.show(tr("Exported “{preset}” to “{file}”.", ["preset": preset.name, "file": url.lastPathComponent]))
        } catch {
            report(error)
        }
    }

    private func chooseImport() {
        let chooser = FileChooser(
            title: tr("Import a preset"), mode: .open, transientFor: window, acceptLabel: tr("Import")
        ) {
            [weak self] path in
            if let path { self?.openPresetFiles([path]) }
            self?.fileChooser = nil
        }
        chooser.addFilter(name: tr("Preset files"), patterns: PresetFileType.openedExtensions.map { "*.\($0)" })
        fileChooser = chooser
        chooser.show()
    }

    private func chooseExport() {
        let chooser = FileChooser(
            title: tr("Export the preset"), mode: .save, transientFor: window, acceptLabel: tr("Export")
        ) {
            [weak self] path in
            if let path { self?.exportPreset(path: path) }
            self?.fileChooser = nil
        }
        chooser.setSuggestedName(PresetFileType.suggestedName(id: state.selectedID ?? "preset"))
        fileChooser = chooser
        chooser.show()
    }

    /// Shows a problem in the window and on stderr.
    func report(_ error: Error) {
        Log.error((error as? PresetError)?.description ?? error.localizedDescription)
        toast.show((error as? PresetError)?.userMessage ?? error.localizedDescription, isError: true)
    }
}
