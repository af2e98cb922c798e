import GtkKit
import PhysarumCore

/// Fullscreen and the chrome over the picture: F11 (or `--fullscreen`) fills the screen with the
/// player and hides the header and editor; C shows or hides them there; a small button in the
/// corner, Esc or F11 leave, bringing both back as they were (the editor's `showEditor` is never
/// touched).
@MainActor
final class FullscreenChrome {
    /// The small way out while the chrome is hidden (it activates the fullscreen action).
    let exitButton = Button(iconName: "view-restore-symbolic")
    private(set) var isFullscreen = false
    private(set) var isChromeVisible = true
    private let window: Window
    private let header: HeaderBar
    private let presenter: EditorPresenter
    /// Called when the chrome goes (the library closes with it).
    var onChromeHidden: (() -> Void)?
    /// Called after entering or leaving fullscreen (the player takes the keys).
    var onFullscreenChanged: (() -> Void)?

    init(window: Window, header: HeaderBar, presenter: EditorPresenter) {
        self.window = window
        self.header = header
        self.presenter = presenter
        exitButton.addCSSClass("exit-fullscreen")
        exitButton.setName(tr("Leave fullscreen"), keysOf: .escape)
        exitButton.setActionName(AppAction.fullscreen.detailedName)
        exitButton.setHorizontalAlign(.end)
        exitButton.setVerticalAlign(.start)
        exitButton.setMargins(top: 12, end: 12)
        exitButton.isVisible = false
    }

    /// Enters or leaves fullscreen.
    func setFullscreen(_ on: Bool) {
        guard on != isFullscreen else { return }
        isFullscreen = on
        window.setFullscreen(on)
        isChromeVisible = !on
        if on { onChromeHidden?() }
        apply()
        onFullscreenChanged?()
    }

    /// C in fullscreen: hides or shows the header and editor. In a window the header holds the
    /// window controls and the drag area, so there it does nothing.
    func toggleChrome() {
        guard isFullscreen else { return }
        isChromeVisible.toggle()
        if !isChromeVisible { onChromeHidden?() }
        apply()
    }

    private func apply() {
        header.root.isVisible = isChromeVisible
        presenter.isSuppressed = !isChromeVisible
        exitButton.isVisible = isFullscreen && !isChromeVisible
        header.fullscreenButton.setIconName(isFullscreen ? "view-restore-symbolic" : "view-fullscreen-symbolic")
    }
}
