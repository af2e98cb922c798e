import CSimKernel
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The spawn rule exists once (the kernel's sim_spawn_plan/sim_spawn_agent): both backends start
/// with the same agents, bit for bit, for every pattern and seed.
final class AgentSpawnerTests: XCTestCase {
    func testBothBackendsSpawnTheSameAgentsForASeed() throws {
        _ = try TestGL.context()
        var params = PresetParams()
        params.agents = 5_000
        // Unequal shares, so a species split written twice would show.
        params.species[0].population = 0.5
        params.species[1].population = 0.2
        params.species[2].population = 0.3
        for pattern in SpawnPattern.allCases {
            params.spawnPattern = pattern
            for seed: UInt64 in [1, 0xdead_beef_cafe] {
                let gpu = try GPUSimulation(fieldSize: 96, params: params, seed: seed)
                defer { gpu.release() }
                let cpu = try CPUSimulation(fieldSize: 96, params: params, seed: seed, threads: 2)
                let fromGPU = gpu.readAgents(), fromCPU = cpu.agents()
                XCTAssertEqual(fromGPU.count, 5_000)
                XCTAssertEqual(fromCPU.count, fromGPU.count)
                var differing = 0
                for (a, b) in zip(fromGPU, fromCPU)
                where a.x.bitPattern != b.x.bitPattern || a.y.bitPattern != b.y.bitPattern
                    || a.heading.bitPattern != b.heading.bitPattern || a.species != b.species
                {
                    differing += 1
                }
                XCTAssertEqual(differing, 0, "\(pattern), seed \(seed): agents spawned differently")
            }
        }
    }

    func testTheSpawnedPhaseIsTheDrawsTopSixteenBits() {
        var params = PresetParams()
        params.agents = 64
        var plan = AgentSpawner.plan(params: params, fieldSize: 64, seed: 7)
        let key = sim_random_key(7, 0, SIM_RANDOM_SPAWN_PHASE)
        for index: UInt32 in 0..<64 {
            let agent = sim_spawn_agent(&plan, index)
            XCTAssertEqual(agent.phase16, UInt16(sim_random_bits(key, index) >> 16), "agent \(index)")
        }
    }

    func testSpeciesFollowTheSplitInIndexOrder() {
        var params = PresetParams()
        params.agents = 1_001
        params.species[0].population = 1
        params.species[1].population = 1
        params.species[2].population = 0
        var species: [Int] = []
        AgentSpawner.forEachAgent(params: params, fieldSize: 32, seed: 3) { _, agent in species.append(agent.species) }
        // round(500.5) = 501 for species 0; the rest species 1; none of species 2.
        XCTAssertEqual(species, Array(repeating: 0, count: 501) + Array(repeating: 1, count: 500))
    }
}
