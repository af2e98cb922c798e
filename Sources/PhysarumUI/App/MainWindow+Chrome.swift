import GtkKit
import PhysarumCore

extension MainWindow {
    /// Enters or leaves fullscreen: the header and editor hide, the player fills the screen;
    /// leaving brings both back as they were (`showEditor` is never touched).
    func setFullscreen(_ on: Bool) {
        guard on != isFullscreen else { return }
        isFullscreen = on
        window.setFullscreen(on)
        if on { setLibraryOpen(false) }
        isChromeVisible = !on
        applyChrome()
        focusPlayer()
    }

    /// C in fullscreen: hides or shows the header and editor.
    func toggleChrome() {
        isChromeVisible.toggle()
        if !isChromeVisible { setLibraryOpen(false) }
        applyChrome()
    }

    private func applyChrome() {
        header.root.isVisible = isChromeVisible
        presenter.isSuppressed = !isChromeVisible
        exitFullscreenButton.isVisible = isFullscreen && !isChromeVisible
        header.fullscreenButton.setIconName(isFullscreen ? "view-restore-symbolic" : "view-fullscreen-symbolic")
    }
}
