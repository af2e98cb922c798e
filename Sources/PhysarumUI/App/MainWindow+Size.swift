import Foundation
import GtkKit
import PhysarumCore

extension MainWindow {
    /// Sets the first size: explicit, else remembered, else the standard landscape size.
    func applySize(_ configuration: WindowConfiguration) {
        if let size = configuration.size {
            window.defaultSize = size
            return
        }
        window.defaultSize = (settings.window.width, settings.window.height)
        if settings.window.maximized { window.maximize() }
    }

    /// Writes settings.json for the next start: the window size (not while fullscreen: that is
    /// not a size), the preset, auto-cycle, the editor placement.
    func rememberSettings() {
        guard let settingsStore else { return }
        if !isFullscreen {
            let size = window.defaultSize
            settings.window =
                WindowSettings(width: size.width, height: size.height, maximized: window.isMaximized).sanitized
        }
        settings.lastPresetID = state.selectedID
        settings.autoCycle = state.isCycling
        settings.editorPlacement = presenter.placement
        do {
            try settingsStore.save(settings)
        } catch {
            Log.error("could not save the settings in \(settingsStore.url.path): \(error.localizedDescription)")
        }
    }
}
