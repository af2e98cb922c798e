import GtkKit
import PhysarumCore

// Remote control in the window: the Connect menu in the header's slot, the host card and the
// crossfade veil over the player.
extension MainWindow {
    func setUpRemote(_ options: RemoteWindowOptions) {
        let remote = WindowRemote(options: options, state: state)
        self.remote = remote
        header.remoteSlot.append(remote.menu.button)
        remote.overlay.attach(to: overlay, below: header.root, over: player.root) { [weak self] in
            guard let sheet = self?.sheet, sheet.root.isVisible else { return 0 }
            return sheet.visibleHeight
        }
        remote.toast = { [weak self] text, isError, actionTitle, action in
            self?.toast.show(text, isError: isError, actionTitle: actionTitle, action: action)
        }
        remote.onCyclingOwnerChanged = { [weak self] in self?.applyCycling() }
        if options.hostOnStart != nil {
            // The ambient player: no editor, auto-cycling until a remote takes over.
            presenter.startsWithEditorHidden = true
            state.setCycling(true)
        }
    }
}
