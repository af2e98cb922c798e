import PhysarumCore

extension PresetParams {
    /// Whether going from `self` to `other` re-seeds the agents: a respawn descriptor (agents,
    /// populations) or the spawn pattern changed. Every other difference applies live.
    public func requiresRespawn(toApply other: PresetParams) -> Bool {
        if spawnPattern != other.spawnPattern { return true }
        return ParamRegistry.all.contains { $0.respawn && $0.value(in: self) != $0.value(in: other) }
    }
}
