extension PresetParams {
    /// `self` with `running`'s respawn parameters (agents, populations, spawn pattern): what the
    /// engine runs during a morph, so the glide does not re-seed the agents on every step (the
    /// morph interpolates agent counts). The end of the morph applies the exact target.
    public func keepingRespawnParameters(of running: PresetParams) -> PresetParams {
        var result = self
        result.spawnPattern = running.spawnPattern
        for descriptor in ParamRegistry.all where descriptor.respawn {
            descriptor.set(descriptor.value(in: running), in: &result)
        }
        return result
    }
}
