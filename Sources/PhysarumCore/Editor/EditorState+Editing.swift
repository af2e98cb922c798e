// Editing parameters: set, reset, randomize.
extension EditorState {
    /// Sets the parameter `id` to `value`, clamped and rounded like the slider.
    ///
    /// Returns false when the value is already there (nothing recorded or notified). Inside
    /// `beginChange()`/`endChange()` all edits are one undo step.
    @discardableResult
    public func edit(_ id: ParamID, to value: Double) -> Bool {
        var next = params
        ParamRegistry.descriptor(id).set(value, in: &next)
        return update(next)
    }

    /// The current value of the parameter `id`.
    public func value(of id: ParamID) -> Double {
        ParamRegistry.descriptor(id).value(in: params)
    }

    public func setSpawnPattern(_ pattern: SpawnPattern) {
        var next = params
        next.spawnPattern = pattern
        update(next)
    }

    public func setBlendMode(_ mode: BlendMode) {
        var next = params
        next.blendMode = mode
        update(next)
    }

    /// Sets species `species`'s colour; an index outside 0..<3 is ignored.
    public func setColor(_ color: RGBColor, species: Int) {
        guard params.colors.indices.contains(species) else { return }
        var next = params
        next.colors[species] = color
        update(next)
    }

    /// Replaces all parameters (e.g. from a remote). Invalid parameters are refused (returns false).
    @discardableResult
    public func setParams(_ newParams: PresetParams) -> Bool {
        guard PresetValidator.problem(in: newParams) == nil else { return false }
        return update(newParams)
    }

    /// Sets the parameter `id` back to the selected preset's value (one undo step).
    @discardableResult
    public func reset(_ id: ParamID) -> Bool {
        edit(id, to: ParamRegistry.descriptor(id).value(in: baseline))
    }

    /// Sets every parameter back to the selected preset's values (one undo step).
    @discardableResult
    public func resetAll() -> Bool { update(baseline) }

    /// Draws new values for every unlocked parameter (see `PresetParams.randomized`); one undo step.
    @discardableResult
    public func randomize<G: RandomNumberGenerator>(using rng: inout G) -> Bool {
        update(params.randomized(locked: locks, using: &rng))
    }

    /// Randomizes with a generator seeded by `seed` (reproducible), or the system's when nil.
    @discardableResult
    public func randomize(seed: UInt64? = nil) -> Bool {
        if let seed {
            var rng = SplitMix64(seed: seed)
            return randomize(using: &rng)
        }
        var rng = SystemRandomNumberGenerator()
        return randomize(using: &rng)
    }

    @discardableResult
    func update(_ next: PresetParams) -> Bool {
        commit(Snapshot(selectedID: selectedID, baseline: baseline, params: next))
    }
}
