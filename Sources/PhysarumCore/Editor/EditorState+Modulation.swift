// Modulations are part of the edited parameters: setting one is an undoable edit that makes the
// preset "edited" and is saved with it. What the sound does to the values is not
// (`PresetParams.modulated(by:)` runs on a copy, for the engine only).
extension EditorState {
    /// Makes the parameter `id` follow `modulation` (nil: stop following); one undo step.
    /// Returns false, changing nothing, for a respawn parameter, a bad depth or no change.
    @discardableResult
    public func setModulation(_ modulation: Modulation?, for id: ParamID) -> Bool {
        var next = params
        guard next.modulations.set(modulation, for: id) else { return false }
        return update(next)
    }

    /// The modulation of `id` in the edited parameters, if any.
    public func modulation(of id: ParamID) -> Modulation? { params.modulations[id] }
}
