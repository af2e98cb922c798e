import GtkKit
import PhysarumCore

// Forgetting the paired remotes cannot be undone (each needs the pairing code again), so it asks
// first, in a message dialog over the window: GNOME's way for a destructive action with no Undo.
extension ConnectMenu {
    /// The dialog's responses.
    enum ForgetResponse {
        static let cancel = "cancel"
        static let forget = "forget"
    }

    /// Closes the menu and asks "Forget …?"; Forget runs `onForgetPaired`, Cancel or Esc nothing.
    func askToForget() {
        guard let question = content?.forgetPairedQuestion, let parent = forgetButton.rootWindow else { return }
        let dialog = MessageDialog(heading: tr("Forget Paired Remotes?"), body: question, transientFor: parent)
        dialog.addResponse(ForgetResponse.cancel, label: tr("Cancel"))
        dialog.addResponse(ForgetResponse.forget, label: tr("Forget"), appearance: .destructive)
        // Enter must not forget: the safe answer is the default.
        dialog.defaultResponse = ForgetResponse.cancel
        dialog.closeResponse = ForgetResponse.cancel
        dialog.onResponse { [weak self] response in
            self?.forgetDialog = nil
            if response == ForgetResponse.forget { self?.onForgetPaired?() }
        }
        forgetDialog = dialog
        popover.popdown()
        dialog.present()
    }
}
