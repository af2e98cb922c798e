import GtkKit
import PhysarumCore

// Typing an exact value: click the value, type, Enter commits (clamped into the range), Esc
// cancels; text that is not a number stays in the field with a hint below.
extension ParamRow {
    func connectValueEntry() {
        valueButton.onClicked { [weak self] in self?.beginTyping() }
        valueEntry.onActivate { [weak self] in self?.commitTyping() }
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
        valueEntry.text = descriptor.displayText(descriptor.normalized(scale.value))
        valueButton.isVisible = false
        valueEntry.isVisible = true
        valueEntry.grabFocus()
        valueEntry.selectAll()
    }

    /// Enter: commits a number (clamped), or keeps the field open with a hint.
    func commitTyping() {
        switch descriptor.parseInput(valueEntry.text) {
        case .invalid(let hint):
            hintLabel.text = hint
            hintLabel.isVisible = true
            valueEntry.addCSSClass("error")
        case .value(let value, _):
            endTyping()
            onChange?(descriptor, value)
        }
    }

    /// Esc (or after a commit): closes the field without changing anything. The focus goes
    /// back to the slider, the row's one Tab stop.
    func endTyping() {
        hintLabel.isVisible = false
        valueEntry.removeCSSClass("error")
        valueEntry.isVisible = false
        valueButton.isVisible = true
        _ = scale.grabFocus()
    }
}
