import PhysarumCore
import XCTest

final class PresetParamsLiveMorphTests: XCTestCase {
    func testKeepsOnlyTheRespawnParametersOfTheRunningOnes() {
        var running = PresetParams()
        running.agents = 100_000
        running.species[1].population = 0.9
        running.spawnPattern = .ring
        var next = PresetParams()
        next.agents = 700_000
        next.species[1].population = 0.1
        next.spawnPattern = .burst
        next.decay = 0.5
        next.species[2].deposit = 9

        let live = next.keepingRespawnParameters(of: running)
        for descriptor in ParamRegistry.all where descriptor.respawn {
            XCTAssertEqual(descriptor.value(in: live), descriptor.value(in: running), "\(descriptor.id) re-seeds: kept")
        }
        XCTAssertEqual(live.agents, 100_000)
        XCTAssertEqual(live.species[1].population, 0.9)
        XCTAssertEqual(live.spawnPattern, .ring)
        XCTAssertEqual(live.decay, 0.5, "live parameters follow")
        XCTAssertEqual(live.species[2].deposit, 9)
    }
}
