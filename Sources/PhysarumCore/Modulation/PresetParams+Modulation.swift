/// What the engine runs while the sound moves the parameters: the pure step from saved values and
/// features to applied values. The result is never stored back: the editor, undo, "edited" and
/// saving all see `self`.
extension PresetParams {
    /// `self` with every modulation applied for `features`, each clamped to its range. Respawn
    /// parameters are never modulated (`ModulationSet` refuses them), so the result applies live.
    public func modulated(by features: AudioFeatures) -> PresetParams {
        guard !modulations.isEmpty else { return self }
        var result = self
        for (id, modulation) in modulations.byParam {
            let descriptor = ParamRegistry.descriptor(id)
            descriptor.set(
                modulation.applied(to: descriptor.value(in: self), of: descriptor, features: features), in: &result)
        }
        return result
    }
}
