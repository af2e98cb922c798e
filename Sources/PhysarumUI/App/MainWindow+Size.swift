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
        let remembered = persistence.settings.window
        window.defaultSize = (remembered.width, remembered.height)
        if remembered.maximized { window.maximize() }
    }

    /// What settings.json keeps of the window now (`WindowPersistence.current`): the size (not
    /// while fullscreen: that is not a size), the preset, auto-cycle, the editor placement.
    func describe(into settings: inout AppSettings) {
        if !isFullscreen {
            let size = window.defaultSize
            settings.window =
                WindowSettings(width: size.width, height: size.height, maximized: window.isMaximized).sanitized
        }
        settings.lastPresetID = state.selectedID
        settings.autoCycle = state.isCycling
        settings.editorPlacement = presenter.placement
    }
}
