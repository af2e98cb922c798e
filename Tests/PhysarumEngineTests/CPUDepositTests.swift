import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Deposits stay exact across the CPU backend's threads, tile sorts and owner bands (the one-step
/// conservation test for both backends is `DepositConservationTests`).
final class CPUDepositTests: XCTestCase {
    private func assertConservation(
        fieldSize: Int, agents: Int, threads: Int, steps: Int, spawn: SpawnPattern,
        line: UInt = #line
    ) throws {
        var params = PresetParams.accumulating(agents: agents)
        params.spawnPattern = spawn
        let deposits = [5.0, 2.5, 0.7]
        for s in 0..<3 { params.species[s].deposit = deposits[s] }
        let simulation = try CPUSimulation(fieldSize: fieldSize, params: params, seed: 7, threads: threads)
        let counts = CPUTestSupport.speciesCounts(simulation)
        simulation.step(count: steps)
        for s in 0..<3 {
            let units = UInt64((deposits[s] * Double(CPUSimulation.unitsPerTrail)).rounded())
            XCTAssertEqual(
                simulation.trailUnitsTotal(species: s), UInt64(counts[s]) * units * UInt64(steps),
                "species \(s), \(threads) threads, \(spawn)", line: line)
        }
    }

    func testManyStepsAcrossSortsStayExact() throws {
        // 70 steps cross two tile sorts (every 32 steps) and their owner-band recomputations.
        try assertConservation(fieldSize: 96, agents: 20_000, threads: 2, steps: 70, spawn: .random)
        try assertConservation(fieldSize: 96, agents: 20_000, threads: 3, steps: 40, spawn: .disk)
    }

    func testThreadsAddingToTheSameCellsLoseNothing() throws {
        // 400k agents on 16×16 cells: both threads add to every cell at once, all through atomics.
        // (With plain adds instead, this loses about 2 of 10,240 million units per run.)
        try assertConservation(fieldSize: 16, agents: 400_000, threads: 2, steps: 5, spawn: .random)
    }

    func testFasterMoveSpeedMidPeriodStaysExact() throws {
        let simulation = try CPUSimulation(
            fieldSize: 64, params: PresetParams.accumulating(agents: 20_000),
            seed: 3, threads: 2)
        simulation.step(count: 5)
        var faster = simulation.params
        for s in 0..<3 { faster.species[s].moveSpeed = 5 }
        simulation.apply(faster)  // live: bands computed for speed 1 must not be trusted
        simulation.step(count: 20)
        let expected = UInt64(20_000) * 5 * 1024 * 25
        XCTAssertEqual((0..<3).map { simulation.trailUnitsTotal(species: $0) }.reduce(0, +), expected)
    }
}
