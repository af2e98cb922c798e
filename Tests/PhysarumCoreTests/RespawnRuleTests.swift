import PhysarumCore
import XCTest

/// The respawn rule (`PresetParams+Respawn`), over every parameter.
final class RespawnRuleTests: XCTestCase {
    /// A value of `d` other than its default, inside its range.
    private func otherValue(_ d: ParamDescriptor) -> Double {
        let candidate = d.normalized(d.defaultValue + (d.range.upperBound - d.range.lowerBound) / 3)
        return candidate != d.defaultValue ? candidate : d.range.lowerBound
    }

    func testEachParameterReseedsExactlyWhenItIsARespawnParameter() {
        let base = PresetParams()
        for d in ParamRegistry.all {
            var changed = base
            d.set(otherValue(d), in: &changed)
            XCTAssertNotEqual(d.value(in: changed), d.value(in: base), "\(d.id) changed")
            XCTAssertEqual(base.requiresRespawn(toApply: changed), d.respawn, "\(d.id) one way")
            XCTAssertEqual(changed.requiresRespawn(toApply: base), d.respawn, "\(d.id) back")
        }
        XCTAssertEqual(
            Set(PresetParams.respawnDescriptors.map(\.id)),
            [.agents, .species(0, .population), .species(1, .population), .species(2, .population)],
            "the product's respawn parameters: agents and the populations")
    }

    func testNonScalarsSpawnPatternReseedsTheOthersDoNot() {
        let base = PresetParams()
        XCTAssertFalse(base.requiresRespawn(toApply: base), "nothing changed")
        for pattern in SpawnPattern.allCases where pattern != base.spawnPattern {
            var changed = base
            changed.spawnPattern = pattern
            XCTAssertTrue(base.requiresRespawn(toApply: changed), "spawn \(pattern)")
        }
        for mode in BlendMode.allCases where mode != base.blendMode {
            var changed = base
            changed.blendMode = mode
            XCTAssertFalse(base.requiresRespawn(toApply: changed), "blend \(mode)")
        }
        var recoloured = base
        recoloured.colors[1] = RGBColor(red: 0.1, green: 0.2, blue: 0.3)
        XCTAssertFalse(base.requiresRespawn(toApply: recoloured), "colours")
    }

    /// Mid-morph the player runs `keepingRespawnParameters`: it never re-seeds, and every live
    /// parameter follows the target.
    func testKeepingRespawnParametersNeverReseedsAndLetsEveryLiveParameterThrough() {
        var running = PresetParams()
        running.spawnPattern = .ring
        for d in ParamRegistry.all {
            var target = running
            d.set(otherValue(d), in: &target)
            target.spawnPattern = .burst
            let live = target.keepingRespawnParameters(of: running)
            XCTAssertFalse(running.requiresRespawn(toApply: live), "\(d.id): no re-seed mid-morph")
            XCTAssertEqual(live.spawnPattern, .ring, "the spawn pattern is kept")
            let expected = d.respawn ? d.value(in: running) : d.value(in: target)
            XCTAssertEqual(d.value(in: live), expected, "\(d.id): \(d.respawn ? "kept" : "follows")")
        }
    }
}
