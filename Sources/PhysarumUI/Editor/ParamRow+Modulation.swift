import GtkKit
import PhysarumCore

// While the sound moves a parameter, its slider keeps the saved value and the bar under it
// shows where the applied value is; the popover's meter shows the feature it follows.
extension ParamRow {
    /// Shows what the engine runs now for this row (`running`: the modulated parameters) and the
    /// features; hides the bar when the parameter is not moved by the sound (or nothing listens).
    func showApplied(_ running: PresetParams, features: AudioFeatures, listening: Bool) {
        let moved = listening && running.modulations[descriptor.id] != nil
        if appliedBar.isVisible != moved {
            appliedBar.isVisible = moved
            // Named once as it appears; its value is what assistive technologies read after.
            if moved { appliedBar.setAccessibleLabel(tr("{name} now, with the sound", ["name": accessibleName])) }
        }
        guard moved else { return }
        let span = descriptor.range.upperBound - descriptor.range.lowerBound
        appliedBar.value = (descriptor.value(in: running) - descriptor.range.lowerBound) / span
        modulation?.showLevel(features)
    }
}
