import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Launch shapes: the 2-D grid that lifts the 65535-groups-per-dimension limit, and the hardware
/// tuning (wide groups, no sort) run on llvmpipe so the NVIDIA path is exercised here too.
final class GPUTuningTests: XCTestCase {
    func testGridCoversItemsWithinTheDimensionLimit() {
        // 16M agents in groups of 256 need 65536 groups: one more than a dimension may hold.
        let big = ComputeGrid(items: 16_777_216, groupSize: 256, maxGroupsX: 65535)
        XCTAssertEqual(big, ComputeGrid(x: 65535, y: 2))
        let small = ComputeGrid(items: 100, groupSize: 64, maxGroupsX: 65535)
        XCTAssertEqual(small, ComputeGrid(x: 2, y: 1))
        for (items, group, limit) in [(1, 64, 65535), (64_000_000, 64, 65535), (1000, 7, 3), (0, 256, 10)] {
            let grid = ComputeGrid(items: items, groupSize: group, maxGroupsX: limit)
            XCTAssertLessThanOrEqual(grid.x, limit)
            XCTAssertGreaterThanOrEqual(grid.x * grid.y * group, items)
            XCTAssertLessThan((grid.x * (grid.y - 1)) * group, max(items, 1), "no whole spare row of groups")
        }
    }

    /// A grid forced to 3 groups per row (so many rows) still moves and deposits every agent once.
    func testTwoDimensionalGridDepositsEveryAgentOnce() throws {
        _ = try TestGL.context()
        var tuning = GPUTuning.software
        tuning.maxGroupsX = 3
        try assertConservation(tuning: tuning, agents: 10_007)
    }

    /// The hardware tuning (256-wide groups, sorted, deposits summed per group), and without the
    /// group sums, is exact too.
    func testHardwareTuningDepositsEveryAgentOnce() throws {
        _ = try TestGL.context()
        try assertConservation(tuning: GPUTuning.hardware, agents: 30_001)
        var direct = GPUTuning.hardware
        direct.aggregateDeposits = false
        try assertConservation(tuning: direct, agents: 30_001)
    }

    /// Hardware and software tunings (a field pass of 1 cell per invocation, deposits not summed
    /// per work group) give the same trail: random numbers are keyed by spawn index, deposits are
    /// integer sums, so only the launch shape differs.
    func testLaunchShapeDoesNotChangeResults() throws {
        _ = try TestGL.context()
        var params = PresetParams()
        params.agents = 20_000
        var software = GPUTuning.software
        software.sortInterval = 0
        var trails: [[Float]] = []
        var oneCell = GPUTuning.hardware
        oneCell.fieldCells = 1
        var direct = GPUTuning.hardware
        direct.aggregateDeposits = false
        for tuning in [software, GPUTuning.hardware, oneCell, direct] {
            let sim = try GPUSimulation(fieldSize: 64, params: params, seed: 5, tuning: tuning)
            sim.step(count: 20)
            trails.append(sim.readTrail())
            sim.release()
        }
        XCTAssertEqual(trails[0], trails[1])
        XCTAssertEqual(trails[0], trails[2])
        XCTAssertEqual(trails[0], trails[3])
        XCTAssertGreaterThan(trails[0].reduce(0, +), 0)
    }

    /// The driver-limit check names the limit: a warning for SSBO size, none for a normal run.
    func testOversizedAgentBufferIsFlaggedClearly() throws {
        _ = try TestGL.context()
        let warnings = try GPUSimulation.checkCapacity(fieldSize: 64, agents: 1 << 40)
        XCTAssertEqual(warnings.count, 1)
        XCTAssert(warnings.first?.contains("GL_MAX_SHADER_STORAGE_BLOCK_SIZE") == true, "\(warnings)")
        XCTAssertEqual(try GPUSimulation.checkCapacity(fieldSize: 2048, agents: 1_000_000), [])
    }

    private func assertConservation(tuning: GPUTuning, agents: Int, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        var params = PresetParams.accumulating(agents: agents)  // no blur on step 1
        params.spawnPattern = .burst
        let sim = try GPUSimulation(fieldSize: 64, params: params, seed: 11, tuning: tuning)
        defer { sim.release() }
        sim.step(count: 1)
        let trail = sim.readTrail()
        let counts = AgentSpawner.speciesCounts(agents: agents, populations: params.species.map(\.population))
        for species in 0..<3 {
            var units: UInt64 = 0
            for cell in 0..<(64 * 64) { units += UInt64(trail[cell * 3 + species] * 1024) }
            let expected = UInt64(counts[species]) * UInt64(TrailFixedPoint.units(params.species[species].deposit))
            XCTAssertEqual(units, expected, "species \(species)", file: file, line: line)
        }
    }
}
