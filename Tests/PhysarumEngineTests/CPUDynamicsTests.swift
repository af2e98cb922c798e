import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// CPU-only behaviour over many steps: the thread count does not matter, live changes apply (the
/// matrix-sign and determinism tests for both backends are `MatrixSignTests`, `DeterminismTests`).
final class CPUDynamicsTests: XCTestCase {
    private func run(seed: UInt64, threads: Int, steps: Int = 80) throws -> [Float] {
        var params = PresetParams()
        params.agents = 20_000
        params.chaosInterval = 7  // exercises the chaos and tie-break random numbers
        params.rhythm = 0.5
        let simulation = try CPUSimulation(fieldSize: 96, params: params, seed: seed, threads: threads)
        simulation.step(count: steps)
        return simulation.readTrail()
    }

    func testThreadCountDoesNotChangeTheResult() throws {
        // Stable tile sort + integer deposits + per-agent random numbers: stronger than required.
        XCTAssertEqual(try run(seed: 9, threads: 1), try run(seed: 9, threads: 3))
    }

    func testOnlyRespawnParametersRespawn() throws {
        let simulation = try CPUSimulation(
            fieldSize: 64, params: PresetParams.accumulating(agents: 5000),
            seed: 2, threads: 2)
        simulation.step(count: 10)
        var live = simulation.params
        live.decay = 0.8
        live.matrix[0][1] = 0.5
        live.species[1].turnSpeed = 20
        simulation.apply(live)
        XCTAssertEqual(simulation.stepIndex, 10, "live parameters keep the run going")
        XCTAssertGreaterThan(simulation.readTrail().reduce(0, +), 0)

        let respawning: [(String, (inout PresetParams) -> Void)] = [
            ("agents", { $0.agents = 6000 }),
            ("population", { $0.species[2].population = 0.1 }),
            ("spawn pattern", { $0.spawnPattern = .ring }),
        ]
        for (name, change) in respawning {
            simulation.step(count: 3)
            var next = simulation.params
            change(&next)
            simulation.apply(next)
            XCTAssertEqual(simulation.stepIndex, 0, "\(name) respawns")
            XCTAssertEqual(simulation.readTrail().reduce(0, +), 0, "\(name) clears the field")
            XCTAssertEqual(simulation.agentCount, next.agents, name)
        }
    }

    func testMatrixChangeAppliesOnTheNextStep() throws {
        // One agent with trail under its left sensor: cohesion turns it left, avoidance keeps it straight.
        func heading(afterSelfWeight weight: Double) throws -> Float {
            var params = PresetParams.accumulating(agents: 0)
            let simulation = try CPUSimulation(fieldSize: 32, params: params, threads: 1)
            var trail = [Float](repeating: 0, count: 32 * 32 * 3)
            // Agent at (16.5, 16.5) heading 0; left sensor (θ − 45°) at distance 9 → cell (22, 10).
            trail[(10 * 32 + 22) * 3] = 5
            try simulation.loadTrail(trail)
            try simulation.setAgents([CPUAgent(x: 16.5, y: 16.5, heading: 0, species: 0)])
            params.matrix[0][0] = weight
            simulation.apply(params)
            simulation.step(count: 1)
            return simulation.withAgents { $0[0].heading }
        }
        XCTAssertEqual(try heading(afterSelfWeight: 1), -.pi / 4, accuracy: 1e-4)
        XCTAssertEqual(try heading(afterSelfWeight: -1), 0, accuracy: 1e-4)
    }
}
