import Foundation
import PhysarumCore

// Opening preset files given to the app (`physarum FILE…`, Exec=physarum %F from a file manager):
// each is imported into the user presets and the last good one runs; a broken one shows its
// problem and changes nothing.
extension MainWindow {
    func openPresetFiles(_ paths: [String]) {
        guard !paths.isEmpty else { return }
        guard presetLibrary != nil else {
            return toast.show("Preset files cannot be opened in this window.", isError: true)
        }
        for path in paths { openPresetFile(path) }
    }

    /// Imports `path` (as the library's Import does); a file already imported unchanged is
    /// selected again instead of being refused.
    private func openPresetFile(_ path: String) {
        guard let presetLibrary else { return }
        let url = URL(fileURLWithPath: path)
        if let preset = try? PresetCoder.read(url), let stored = presetLibrary.preset(id: preset.id),
            !stored.isBuiltin, stored.name == preset.name, stored.params == preset.params
        {
            state.select(stored.id)
            Log.info("physarum: opened \(path): “\(stored.name)” is in the library already")
            return toast.show("“\(stored.name)” is in your presets already.")
        }
        importPreset(path: path)
    }
}
