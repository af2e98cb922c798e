import Foundation
import PhysarumCore

// Opening preset files given to the app (`physarum FILE…`, Exec=physarum %F from a file manager):
// each is imported into the user presets and the last good one runs; a broken one shows its
// problem and changes nothing.
extension MainWindow {
    func openPresetFiles(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        guard presetLibrary != nil else {
            return toast.show(tr("Preset files cannot be opened in this window."), isError: true)
        }
        // As the library's Import: a file imported before, unchanged, is selected again.
        for path in paths { importPreset(path: path) }
    }
}
