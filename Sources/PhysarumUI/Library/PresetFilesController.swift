import Foundation
import GtkKit
import PhysarumCore

/// Preset files in and out of the window. Opening: given to the app (`physarum FILE…`,
/// Exec=physarum %F from a file manager), dropped on the player or the library, or chosen in the
/// library's Import. One rule for all: each file is imported into the user presets and the last
/// good one runs; a broken one changes nothing. When every file came in a toast says what; when
/// one failed the library opens on a banner that lists every file's result, which stays until
/// dismissed or an import succeeds. Export writes the running parameters to a file.
@MainActor
final class PresetFilesController {
    private let panel: LibraryPanel
    /// The player's widget, which takes dropped files too.
    private let player: Widget
    private let state: EditorState
    /// Where imported presets go; nil: this window opens no files.
    private let presetLibrary: PresetLibrary?
    private let toast: Toast
    /// The window dialogs are transient for.
    private let window: Window
    /// Opens the library as the window does (for the import banner).
    private let openLibrary: () -> Void
    /// Preset files dropped on the player or on the library open as `open` opens them.
    let drops = (player: DropTarget(), library: DropTarget())
    /// The open import/export dialog (kept alive while it shows).
    private(set) var chooser: FileChooser?

    init(
        panel: LibraryPanel, player: Widget, state: EditorState, presetLibrary: PresetLibrary?, toast: Toast,
        window: Window, openLibrary: @escaping () -> Void
    ) {
        self.panel = panel
        self.state = state
        self.presetLibrary = presetLibrary
        self.toast = toast
        self.window = window
        self.openLibrary = openLibrary
        self.player = player
    }

    /// Answers Import, Export and drops.
    func connect() {
        panel.controls.importButton.onClicked { [weak self] in self?.chooseImport() }
        panel.controls.exportButton.onClicked { [weak self] in self?.chooseExport() }
        acceptDroppedFiles()
    }

    /// Imports the preset files at `paths`; the last good one runs.
    func open(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        guard let presetLibrary else {
            return toast.show(tr("Preset files cannot be opened in this window."), isError: true)
        }
        let report = presetLibrary.importFiles(at: paths.map { URL(fileURLWithPath: $0) })
        for (path, outcome) in zip(paths, report.outcomes) {
            switch outcome {
            case .imported(let result): Log.info("physarum: imported \(path): \(result.summary)")
            case .failed(let error): Log.error(error.description)
            }
        }
        if let preset = report.presetToRun {
            state.setPresets(presetLibrary.all)
            state.select(preset.id)
        }
        panel.importBanner.show(report)
        if let message = report.successMessage {
            toast.show(message)
        } else if report.problemHeadline != nil {
            // The banner lives in the library: it opens so the problem is seen, over nothing.
            if toast.isShown { toast.hide() }
            openLibrary()
        }
    }

    /// Writes the running parameters (under the selected preset's name and tag) to `path`.
    func export(to path: String) {
        let url = URL(fileURLWithPath: path)
        var preset = state.selectedPreset ?? state.presets[0]
        preset.params = state.params
        do {
            let data = try PresetCoder.encode(preset)
            try data.write(to: url, options: .atomic)
            toast.show(tr("Exported “{preset}” to “{file}”.", ["preset": preset.name, "file": url.lastPathComponent]))
        } catch {
            toast.report(error)
        }
    }

    /// Takes drops of files on the player and on the library (GTK highlights the one under the
    /// pointer): they open as `open` opens them.
    private func acceptDroppedFiles() {
        for (target, drop) in [(player, drops.player), (panel.card, drops.library)] as [(Widget, DropTarget)] {
            drop.onDropFiles { [weak self] paths, _, _ in
                guard let self, !paths.isEmpty else { return false }
                self.open(paths)
                return true
            }
            target.addController(drop)
        }
    }

    private func chooseImport() {
        let chooser = FileChooser(
            title: tr("Import a preset"), mode: .open, transientFor: window, acceptLabel: tr("Import")
        ) {
            [weak self] path in
            if let path { self?.open([path]) }
            self?.chooser = nil
        }
        chooser.addFilter(name: tr("Preset files"), patterns: PresetFileType.openedExtensions.map { "*.\($0)" })
        self.chooser = chooser
        chooser.show()
    }

    private func chooseExport() {
        let chooser = FileChooser(
            title: tr("Export the preset"), mode: .save, transientFor: window, acceptLabel: tr("Export")
        ) {
            [weak self] path in
            if let path { self?.export(to: path) }
            self?.chooser = nil
        }
        chooser.setSuggestedName(PresetFileType.suggestedName(id: state.selectedID ?? "preset"))
        self.chooser = chooser
        chooser.show()
    }
}
