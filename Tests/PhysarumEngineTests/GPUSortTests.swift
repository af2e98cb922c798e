import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The GPU tile sort: it orders agents by tile, loses and duplicates none, and — random draws being
/// keyed by the spawn index each agent carries — never changes what the simulation does.
final class GPUSortTests: XCTestCase {
    /// Rhythm, chaos kicks and ties all on: every rule that draws randomness runs.
    private func busyParams(agents: Int) -> PresetParams {
        var params = PresetParams()
        params.agents = agents
        params.rhythm = 0.5
        params.chaosInterval = 3
        params.chaosStrength = 40
        return params
    }

    private func tuning(_ base: GPUTuning, sort: Int, tile: Int) -> GPUTuning {
        var tuning = base
        tuning.sortInterval = sort
        tuning.tileSide = tile
        return tuning
    }

    /// Sorting every 2 steps (either launch shape, small or large tiles) gives bit-identical
    /// trails and the same agents, by spawn index, as never sorting.
    func testSortingNeverChangesTheSimulation() throws {
        _ = try TestGL.context()
        let params = busyParams(agents: 12_000)
        func run(_ tuning: GPUTuning) throws -> (trail: [Float], agents: [UInt32: SpawnedAgent]) {
            let sim = try GPUSimulation(fieldSize: 96, params: params, seed: 9, tuning: tuning)
            defer { sim.release() }
            sim.step(count: 30)
            let agents = Dictionary(uniqueKeysWithValues: sim.readAgentsWithIDs().map { ($0.id, $0.agent) })
            return (sim.readTrail(), agents)
        }
        let unsorted = try run(tuning(.software, sort: 0, tile: 4))
        XCTAssertGreaterThan(unsorted.trail.reduce(0, +), 0)
        XCTAssertEqual(unsorted.agents.count, 12_000)
        for sorted in [
            tuning(.software, sort: 2, tile: 4), tuning(.hardware, sort: 2, tile: 4),
            tuning(.hardware, sort: 5, tile: 32),
        ] {
            let result = try run(sorted)
            XCTAssertEqual(result.trail, unsorted.trail, "\(sorted)")
            XCTAssertEqual(result.agents, unsorted.agents, "\(sorted)")
        }
    }

    /// After one sort the agents run in non-decreasing tile order and each spawn index appears
    /// once, on fields whose tile counts need one, two or three scan levels (and a single tile).
    func testSortOrdersByTileAndKeepsEveryAgentOnce() throws {
        _ = try TestGL.context()
        for (field, tile, agents) in [(96, 4, 5_000), (240, 8, 3_001), (2048, 4, 20_000), (16, 16, 500)] {
            var params = PresetParams()
            params.agents = agents
            params.spawnPattern = .random
            let sim = try GPUSimulation(
                fieldSize: field, params: params, seed: 4, tuning: tuning(.hardware, sort: 0, tile: tile))
            defer { sim.release() }
            let before = sim.readAgentsWithIDs()
            sim.sortAgentsByTile()
            let after = sim.readAgentsWithIDs()
            let perRow = (field + tile - 1) / tile
            let keys = after.map { Int($0.agent.y) / tile * perRow + Int($0.agent.x) / tile }
            XCTAssert(zip(keys, keys.dropFirst()).allSatisfy { $0 <= $1 }, "field \(field): tiles out of order")
            if perRow > 1 {
                XCTAssert(before.map(\.id) != after.map(\.id), "field \(field): random spawn left unsorted")
            }
            XCTAssert(after.map(\.id).sorted() == (0..<UInt32(agents)).map { $0 }, "field \(field): ids lost")
            let byID = Dictionary(uniqueKeysWithValues: before.map { ($0.id, $0.agent) })
            XCTAssert(after.allSatisfy { byID[$0.id] == $0.agent }, "field \(field): an agent changed while moving")
        }
    }

    /// The measurement override reads each key in range and refuses anything else whole.
    func testTuningOverride() {
        let base = GPUTuning.hardware
        var expected = base
        expected.agentGroupSize = 128
        expected.fieldGroupSize = 64
        expected.fieldCells = 2
        expected.sortInterval = 16
        expected.tileSide = 8
        XCTAssertEqual(base.overridden(by: "group=128, field-group=64,field-cells=2,sort=16,tile=8"), expected)
        XCTAssertEqual(base.overridden(by: ""), base)
        for bad in [
            "group=100", "group=16", "group=2048", "tile=2", "tile=12", "sort=-1", "field-cells=3", "field-cells=8",
            "speed=3", "sort", "sort=x",
        ] {
            XCTAssertNil(base.overridden(by: bad), bad)
        }
        XCTAssertEqual(base.overridden(by: "tile=4")?.tileSide, 4)
        XCTAssertEqual(base.overridden(by: "aggregate=1")?.aggregateDeposits, true)
        XCTAssertEqual(base.overridden(by: "aggregate=1,aggregate=0")?.aggregateDeposits, false)
        XCTAssertNil(base.overridden(by: "aggregate=2"))
        XCTAssertEqual(base.overridden(by: "tile=256")?.tileSide, 256)
        XCTAssertEqual(base.overridden(by: "group=32")?.agentGroupSize, 32)
        XCTAssertEqual(base.overridden(by: "group=1024")?.agentGroupSize, 1024)
    }
}
