import GtkKit
import PhysarumCore

// Typing an exact value: click the value, type, Enter commits (clamped into the range), Esc
// cancels; text that is not a number stays in the field with a hint below, for as long as the
// field holds that text (Ctrl+Z back to the shown value takes the hint with it).
extension ParamRow {
    func connectValueEntry() {
        valueButton.onClicked { [weak self] in self?.beginTyping() }
        valueEntry.onActivate { [weak self] in self?.commitTyping() }
        valueEntry.onChanged { [weak self] in self?.recheckHint() }
        let keys = EventControllerKey()
        keys.onKeyPressed { [weak self] key in
            guard key == "Escape", let self, self.isTyping else { return false }
            self.endTyping()
            return true
        }
        valueEntry.addController(keys)
    }

    /// Whether the value field is open.
    var isTyping: Bool { valueEntry.isVisible }

    /// Opens the value field with the current value selected.
    func beginTyping() {
        // The shown value starts the field's undo history: Ctrl+Z undoes the typing back to it,
        // not to the empty field the row had before.
        valueEntry.setTextAsUndoStart(descriptor.displayText(descriptor.normalized(scale.value)))
        valueButton.isVisible = false
        valueEntry.isVisible = true
        valueEntry.grabFocus()
        valueEntry.selectAll()
    }

    /// Enter: commits a number (clamped), or keeps the field open with a hint.
    func commitTyping() {
        switch descriptor.parseInput(valueEntry.text) {
        case .invalid(let hint):
            showHint(hint)
        case .value(let value, _):
            endTyping()
            onChange?(descriptor, value)
        }
    }

    /// While a hint shows, it follows the text: it goes once the text is a number again (typed
    /// or undone), and says what is wrong with other text.
    private func recheckHint() {
        guard hintLabel.isVisible else { return }
        if case .invalid(let hint) = descriptor.parseInput(valueEntry.text) {
            showHint(hint)
        } else {
            showHint(nil)
        }
    }

    private func showHint(_ hint: String?) {
        hintLabel.text = hint ?? ""
        hintLabel.isVisible = hint != nil
        valueEntry.setCSSClass("error", hint != nil)
    }

    /// Esc (or after a commit): closes the field without changing anything. The focus goes
    /// back to the slider, the row's one Tab stop.
    func endTyping() {
        showHint(nil)
        valueEntry.isVisible = false
        valueButton.isVisible = true
        _ = scale.grabFocus()
    }
}
