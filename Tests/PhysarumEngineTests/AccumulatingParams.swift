import PhysarumCore

extension PresetParams {
    /// Parameters under which the field only accumulates: decay 1, no fade, no blur within the
    /// first `diffusion` steps (1000: none in any test), and a cap, by default one no test
    /// reaches. They bypass the registry's ranges on purpose: the rules, not the presets, are tested.
    static func accumulating(agents: Int, diffusion: Int = 1000, trailCap: Double = 1e6) -> PresetParams {
        var params = PresetParams()
        params.agents = agents
        params.decay = 1
        params.fade = 0
        params.diffusion = diffusion
        params.trailCap = trailCap
        return params
    }
}
