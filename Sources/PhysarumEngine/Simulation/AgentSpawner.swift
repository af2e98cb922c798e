import CSimKernel
import PhysarumCore

/// One agent as spawned: position in cells, heading in radians, species, phase as a 16-bit fraction of 2π.
public struct SpawnedAgent: Equatable, Sendable {
    public var x: Float
    public var y: Float
    /// Radians, [−π, π).
    public var heading: Float
    public var species: Int
    /// φ = phase16 · 2π / 65536 (the GPU packs it beside the species).
    public var phase16: UInt16

    public var phase: Float { Float(phase16) * (2 * Float.pi / 65_536) }

    public init(x: Float, y: Float, heading: Float, species: Int, phase16: UInt16) {
        self.x = x
        self.y = y
        self.heading = heading
        self.species = species
        self.phase16 = phase16
    }

    init(_ agent: SimSpawnedAgent) {
        self.init(x: agent.x, y: agent.y, heading: agent.heading, species: Int(agent.species), phase16: agent.phase16)
    }
}

/// Where agents start (docs/SIMULATION.md "Spawn"): the kernel's one spawn rule
/// (`sim_spawn_plan`, `sim_spawn_agent`), which the CPU backend spawns with inside the kernel and
/// the GPU backend reaches through here before it uploads.
public enum AgentSpawner {
    /// The plan of a respawn: species counts, pattern, the draws' keys.
    static func plan(params: PresetParams, fieldSize: Int, seed: UInt64) -> SimSpawnPlan {
        var kernelParams = SimParams(params)
        var plan = SimSpawnPlan()
        sim_spawn_plan(
            &kernelParams, Int32(clamping: max(params.agents, 0)), Int32(clamping: fieldSize), seed, &plan)
        return plan
    }

    /// Agents per species for `agents` agents with these populations (the plan's split).
    public static func speciesCounts(agents: Int, populations: [Double]) -> [Int] {
        var params = PresetParams()
        params.agents = agents
        for s in params.species.indices { params.species[s].population = s < populations.count ? populations[s] : 0 }
        let plan = plan(params: params, fieldSize: FieldSize.minimum, seed: 0)
        let first = AgentStepRules.values(plan.firstOfSpecies, count: 3).map { (value: Int32) in Int(value) }
        return [first[1] - first[0], first[2] - first[1], Int(plan.agentCount) - first[2]]
    }

    /// Calls `body` for every agent of a respawn, in index order.
    public static func forEachAgent(
        params: PresetParams, fieldSize: Int, seed: UInt64,
        _ body: (Int, SpawnedAgent) -> Void
    ) {
        var plan = plan(params: params, fieldSize: fieldSize, seed: seed)
        for index in 0..<Int(plan.agentCount) {
            body(index, SpawnedAgent(sim_spawn_agent(&plan, UInt32(index))))
        }
    }
}
