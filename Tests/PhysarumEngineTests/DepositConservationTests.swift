import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Deposits are integer fixed-point adds: the field total after a step is exact (both backends).
final class DepositConservationTests: XCTestCase {
    func testOneStepTotalEqualsAgentsTimesDeposit_gpu() throws { try oneStepTotalEqualsAgentsTimesDeposit(.gpu) }
    func testOneStepTotalEqualsAgentsTimesDeposit_cpu() throws { try oneStepTotalEqualsAgentsTimesDeposit(.cpu) }
    func testBlurWithDecayOneKeepsTotal_gpu() throws { try blurWithDecayOneKeepsTotal(.gpu) }
    func testBlurWithDecayOneKeepsTotal_cpu() throws { try blurWithDecayOneKeepsTotal(.cpu) }

    /// Decay 1, fade 0, no blur this step, a cap nothing reaches: total = Σ agents × deposit.
    private func oneStepTotalEqualsAgentsTimesDeposit(_ backend: TestBackend) throws {
        var params = PresetParams.accumulating(agents: 50_000)  // k = 1 is not a multiple of 1000: no blur runs
        params.spawnPattern = .burst  // thousands of agents share cells: atomics must not drop any
        params.species[0].deposit = 1.5
        params.species[1].deposit = 0.25
        params.species[2].deposit = 3
        let sim = try backend.make(fieldSize: 128, params: params, seed: 7)
        sim.step(count: 1)
        let trail = sim.readTrail()
        let counts = AgentSpawner.speciesCounts(agents: params.agents, populations: params.species.map(\.population))
        for species in 0..<3 {
            var units: UInt64 = 0
            for cell in 0..<(128 * 128) { units += UInt64(trail[cell * 3 + species] * 1024) }
            let expected = UInt64(counts[species]) * UInt64(TrailFixedPoint.units(params.species[species].deposit))
            XCTAssertEqual(units, expected, "\(backend) species \(species)")
        }
    }

    /// With blur every step and decay 1 the 3×3 mean only moves trail around: totals stay within
    /// the truncation of one unit per cell per step.
    private func blurWithDecayOneKeepsTotal(_ backend: TestBackend) throws {
        let params = PresetParams.accumulating(agents: 20_000, diffusion: 1)
        let sim = try backend.make(fieldSize: 64, params: params, seed: 3)
        sim.step(count: 3)
        let total = sim.readTrail().reduce(0.0) { $0 + Double($1) }
        let deposited = 3.0 * Double(params.agents) * 5
        XCTAssertLessThanOrEqual(total, deposited + 1e-6)
        XCTAssertGreaterThan(total, deposited - 3.0 * 64 * 64 * 3 / 1024)
    }
}
