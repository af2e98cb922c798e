/// The respawn rule, written once: which parameters re-seed the agents when they change. The
/// backends (`requiresRespawn`) and the live morph (`keepingRespawnParameters`) both read it.
extension PresetParams {
    /// The scalar parameters that re-seed the agents (agents, populations); the spawn pattern,
    /// which is not a scalar, re-seeds too.
    public static let respawnDescriptors = ParamRegistry.all.filter(\.respawn)

    /// Whether going from `self` to `other` re-seeds the agents: a respawn parameter or the spawn
    /// pattern changed. Every other difference applies live.
    public func requiresRespawn(toApply other: PresetParams) -> Bool {
        spawnPattern != other.spawnPattern
            || Self.respawnDescriptors.contains { $0.value(in: self) != $0.value(in: other) }
    }

    /// `self` with `running`'s respawn parameters: what the engine runs during a morph, so the
    /// glide does not re-seed the agents on every step (the morph interpolates agent counts). The
    /// end of the morph applies the exact target.
    public func keepingRespawnParameters(of running: PresetParams) -> PresetParams {
        var result = self
        result.spawnPattern = running.spawnPattern
        for descriptor in Self.respawnDescriptors {
            descriptor.set(descriptor.value(in: running), in: &result)
        }
        return result
    }
}
