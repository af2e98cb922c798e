import GtkKit
import PhysarumCore

extension Widget {
    /// Names a control that does what `action` does: the name is the words alone; the tooltip
    /// adds the key ("Preset library (Ctrl+L)") and assistive technologies get the key apart
    /// from the name (setNameAndTooltip's `shortcut`).
    func setName(_ name: String, keysOf action: AppAction) {
        guard let key = action.keys.first else { return setNameAndTooltip(name) }
        let tip = tr("{name} ({shortcut})", ["name": name, "shortcut": Accelerator.label(key)])
        setNameAndTooltip(name, tooltip: tip, shortcut: key)
    }
}
