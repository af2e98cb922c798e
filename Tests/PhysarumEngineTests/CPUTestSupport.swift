import PhysarumCore

@testable import PhysarumEngine

/// Shared set-ups for the CPU-only tests (threads, owner bands, the kernel's own inputs).
enum CPUTestSupport {
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
