import GtkKit
import PhysarumCore

// Remote control in the window: the Connect menu in the header's slot, the host card and the
// crossfade veil over the player.
extension MainWindow {
    func setUpRemote(_ options: RemoteWindowOptions) {
        let remote = WindowRemote(options: options, state: state)
        self.remote = remote
        remote.startFrameTrace { [weak self] in self?.player.renderedFrames ?? 0 }
        let openMenu = SimpleAction(name: "remote-control") { [weak self] in self?.openRemoteMenu() }
        window.addAction(openMenu)
        actions.append(openMenu)
        header.offerRemoteControl(button: remote.menu.button, action: "win." + openMenu.name)
        remote.menu.onHeaderStateChanged = { [weak self, unowned remote] in
            self?.header.showRemote(sessionActive: remote.menu.isSessionActive, menuOpen: remote.menu.isOpen)
        }
        remote.menu.onHeaderStateChanged?()
        remote.overlay.attach(to: overlay, below: header.root, over: player.root) { [weak self] in
            guard let sheet = self?.sheet, sheet.root.isVisible else { return 0 }
            return sheet.visibleHeight
        }
        remote.toast = { [weak self] text, isError, actionTitle, action in
            self?.toast.show(text, isError: isError, actionTitle: actionTitle, action: action)
        }
        remote.onCyclingOwnerChanged = { [weak self] in self?.autoCycle.apply() }
        if options.hostOnStart != nil {
            // The ambient player: no editor, auto-cycling until a remote takes over.
            presenter.startsWithEditorHidden = true
            state.setCycling(true)
        }
    }

    /// "Remote Control…" in the primary menu: the Connect menu from its button, which a compact
    /// header shows for as long as the menu is open.
    func openRemoteMenu() {
        guard let remote else { return }
        header.revealRemoteForMenu()
        remote.menu.button.popup()
    }
}
