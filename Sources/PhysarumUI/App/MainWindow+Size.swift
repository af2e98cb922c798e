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
        let settings = settingsURL.map { WindowSettings.load(from: $0) } ?? .standard
        window.defaultSize = (settings.width, settings.height)
        if settings.maximized { window.maximize() }
    }

    /// Writes the window size for the next start (not while fullscreen: that is not a size).
    func rememberSize() {
        guard let settingsURL, !isFullscreen else { return }
        let size = window.defaultSize
        let settings = WindowSettings(width: size.width, height: size.height, maximized: window.isMaximized).sanitized
        do {
            try settings.save(to: settingsURL)
        } catch {
            Log.error("could not remember the window size in \(settingsURL.path): \(error.localizedDescription)")
        }
    }
}
