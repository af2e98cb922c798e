import GtkKit
import PhysarumCore

// Typing an exact value: click the value, type, Enter commits (clamped into the range), Esc
// cancels; text that is not a number stays in the field with a hint below, for as long as the
// field holds that text. Ctrl+Z takes the typing back to the value the field opened with (and
// the hint with it), Ctrl+Shift+Z brings the typing back: GTK's own text undo takes the typed
// letters first and leaves the field empty, since it keeps the selection the typing replaced as
// a step of its own.
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
        // Before the field's text (capture phase): its own undo would run first.
        let undo = EventControllerKey()
        undo.setPhase(.capture)
        undo.onChordPressed { [weak self] key, control, shift in
            guard control, key == "z", let self, self.isTyping else { return false }
            shift ? self.redoTyping() : self.undoTyping()
            return true
        }
        valueEntry.addController(undo)
    }

    /// Whether the value field is open.
    var isTyping: Bool { valueEntry.isVisible }

    /// Opens the value field with the current value selected.
    func beginTyping() {
        // The shown value also starts GTK's own history of the field (its text.undo action), so
        // nothing undoes past it to the empty field the row had before.
        valueEntry.setTextAsUndoStart(shownValueText)
        undoneTyping = nil
        valueButton.isVisible = false
        valueEntry.isVisible = true
        valueEntry.grabFocus()
        valueEntry.selectAll()
    }

    /// The value as the field opens with it.
    private var shownValueText: String { descriptor.displayText(descriptor.normalized(scale.value)) }

    /// Ctrl+Z while typing: back to the shown value, selected, as the field opened.
    func undoTyping() {
        let shown = shownValueText
        guard valueEntry.text != shown else { return }
        undoneTyping = valueEntry.text
        valueEntry.setTextAsUndoStart(shown)
        valueEntry.selectAll()
    }

    /// Ctrl+Shift+Z after Ctrl+Z: the typing again.
    func redoTyping() {
        guard let typed = undoneTyping else { return }
        undoneTyping = nil
        valueEntry.setTextAsUndoStart(typed)
        valueEntry.setPosition(-1)
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
