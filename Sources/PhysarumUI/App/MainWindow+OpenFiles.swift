import Foundation
import GtkKit
import PhysarumCore

// Opening preset files: given to the app (`physarum FILE…`, Exec=physarum %F from a file
// manager), dropped on the window or the library, or chosen in the library's Import. One rule for
// all: each file is imported into the user presets and the last good one runs; a broken one
// changes nothing. When every file came in a toast says what; when one failed the library opens
// on a banner that lists every file's result, which stays until dismissed or an import succeeds.
extension MainWindow {
    func openPresetFiles(_ paths: [String]) {
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
        library.importBanner.show(report)
        if let message = report.successMessage {
            toast.show(message)
        } else if report.problemHeadline != nil {
            // The banner lives in the library: it opens so the problem is seen, over nothing.
            if toast.isShown { toast.hide() }
            setLibraryOpen(true)
        }
    }

    /// Takes drops of files on the player and on the library (GTK highlights the one under the
    /// pointer): they open as `openPresetFiles` opens them.
    func acceptDroppedFiles() {
        for (target, drop) in [(player.root, fileDrops.player), (library.card, fileDrops.library)]
            as [(Widget, DropTarget)]
        {
            drop.onDropFiles { [weak self] paths, _, _ in
                guard let self, !paths.isEmpty else { return false }
                self.openPresetFiles(paths)
                return true
            }
            target.addController(drop)
        }
    }
}
