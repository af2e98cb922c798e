import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Both backends re-seed exactly when Core's respawn rule says so, for every parameter (a
/// backend with its own copy of the rule would drift from it).
final class BackendRespawnTests: XCTestCase {
    func testEveryParameterFollowsTheRespawnRule_gpu() throws { try everyParameterFollowsTheRule(.gpu) }
    func testEveryParameterFollowsTheRespawnRule_cpu() throws { try everyParameterFollowsTheRule(.cpu) }

    private func everyParameterFollowsTheRule(_ backend: TestBackend) throws {
        var base = PresetParams()
        base.agents = 2000
        let simulation = try backend.make(fieldSize: 32, params: base)
        defer { simulation.release() }
        var changes: [(String, PresetParams)] = ParamRegistry.all.map { d in
            var next = base
            let step = (d.range.upperBound - d.range.lowerBound) / 3
            d.set(
                d.value(in: base) + step <= d.range.upperBound ? d.value(in: base) + step : d.range.lowerBound,
                in: &next)
            return ("\(d.id)", next)
        }
        var spawn = base
        spawn.spawnPattern = .ring
        var blend = base
        blend.blendMode = .screen
        changes += [("spawnPattern", spawn), ("blendMode", blend)]
        for (name, next) in changes {
            simulation.apply(base)
            simulation.step(count: 2)
            let before = simulation.stepIndex
            XCTAssertGreaterThan(before, 0, name)
            simulation.apply(next)
            let reseeded = simulation.stepIndex == 0
            XCTAssertEqual(reseeded, base.requiresRespawn(toApply: next), "\(backend) \(name)")
            XCTAssertEqual(simulation.params, next, "\(backend) \(name) is in effect")
        }
    }
}
