import PhysarumCore

@testable import PhysarumEngine

/// Shared set-ups for the CPU-only tests (threads, owner bands, the kernel's own inputs).
enum CPUTestSupport {
    /// Parameters under which the field only accumulates: decay 1, no fade, no blur within
    /// `diffusionOff` steps, a cap no test reaches (bypassing the registry's ranges on purpose).
    static func accumulatingParams(agents: Int) -> PresetParams {
        var params = PresetParams()
        params.agents = agents
        params.decay = 1
        params.fade = 0
        params.diffusion = 1000
        params.trailCap = 1e6
        return params
    }

    /// Parameters with no agents, for field-pass tests on a loaded trail.
    static func fieldOnlyParams(decay: Double, diffusion: Int = 1, fade: Double = 0, cap: Double = 1e6) -> PresetParams
    {
        var params = PresetParams()
        params.agents = 0
        params.decay = decay
        params.diffusion = diffusion
        params.fade = fade
        params.trailCap = cap
        return params
    }

    /// Agents per species in the simulation now.
    static func speciesCounts(_ simulation: CPUSimulation) -> [Int] {
        simulation.withAgents { agents in
            var counts = [0, 0, 0]
            for s in agents.species { counts[Int(s)] += 1 }
            return counts
        }
    }
}
