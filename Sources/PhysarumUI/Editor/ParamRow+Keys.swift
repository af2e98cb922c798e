import GtkKit
import PhysarumCore

// One Tab stop per parameter: the slider. Its lock, value and help buttons take no focus (a
// keyboard user would Tab four times a parameter, about 190 stops); SliderKey reaches them from
// the slider instead. Pointer, touch and screen readers (each button keeps its name and action)
// still use the buttons themselves.
extension ParamRow {
    func connectSliderKeys() {
        for button in [lockButton, valueButton, infoButton, titleButton].compactMap({ $0 }) as [Widget] {
            button.isFocusable = false
        }
        modulation?.button.isButtonFocusable = false
        let keys = EventControllerKey()
        keys.setPhase(.capture)
        keys.onKeyPressed { [weak self] name in
            guard let self, let key = SliderKey(keyName: name) else { return false }
            return self.perform(key)
        }
        scale.addController(keys)
    }

    /// Does what `key` says on this row; true when it was done.
    @discardableResult
    func perform(_ key: SliderKey) -> Bool {
        switch key {
        case .typeValue:
            beginTyping()
        case .toggleLock:
            lockButton.isActive.toggle()
        case .help:
            guard !descriptor.help.isEmpty else { return false }
            showHelp()
        case .reset:
            resetToPreset()
        case .modulate:
            guard let modulation else { return false }
            openInView { [weak modulation] in modulation?.button.popup() }
        }
        return true
    }
}
