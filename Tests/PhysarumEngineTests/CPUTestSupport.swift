import PhysarumCore

@testable import PhysarumEngine

/// Shared set-ups and field statistics for the CPU backend tests.
enum CPUTestSupport {
    /// Parameters under which the field only accumulates: decay 1, no fade, no blur within
    /// `diffusionOff` steps, a cap no test reaches (bypassing the registry's ranges on purpose).
    static func accumulatingParams(agents: Int) -> PresetParams {
        var params = PresetParams()
        params.agents = agents
        params.decay = 1
        params.fade = 0
        params.diffusion = 1000
        params.trailCap = 1e6
        return params
    }

    /// Parameters with no agents, for field-pass tests on a loaded trail.
    static func fieldOnlyParams(decay: Double, diffusion: Int = 1, fade: Double = 0, cap: Double = 1e6) -> PresetParams
    {
        var params = PresetParams()
        params.agents = 0
        params.decay = decay
        params.diffusion = diffusion
        params.fade = fade
        params.trailCap = cap
        return params
    }

    /// Agents per species in the simulation now.
    static func speciesCounts(_ simulation: CPUSimulation) -> [Int] {
        simulation.withAgents { agents in
            var counts = [0, 0, 0]
            for s in agents.species { counts[Int(s)] += 1 }
            return counts
        }
    }

    /// One species' trail summed over `blocks × blocks` equal blocks (a coarse density map).
    static func densityMap(_ trail: [Float], fieldSize: Int, species: Int, blocks: Int = 16) -> [Double] {
        var map = [Double](repeating: 0, count: blocks * blocks)
        for y in 0..<fieldSize {
            for x in 0..<fieldSize {
                let cell = (y * blocks / fieldSize) * blocks + x * blocks / fieldSize
                map[cell] += Double(trail[(y * fieldSize + x) * 3 + species])
            }
        }
        return map
    }

    /// Pearson correlation of two equally long series (0 when either is constant).
    static func correlation(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let meanA = a.reduce(0, +) / n, meanB = b.reduce(0, +) / n
        var covariance = 0.0, varianceA = 0.0, varianceB = 0.0
        for (x, y) in zip(a, b) {
            covariance += (x - meanA) * (y - meanB)
            varianceA += (x - meanA) * (x - meanA)
            varianceB += (y - meanB) * (y - meanB)
        }
        guard varianceA > 0, varianceB > 0 else { return 0 }
        return covariance / (varianceA * varianceB).squareRoot()
    }

    /// A deterministic field of values in [0, 10): a small LCG, so tests need no fixtures.
    static func patternedTrail(fieldSize: Int) -> [Float] {
        var state: UInt32 = 12345
        return (0..<fieldSize * fieldSize * 3).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return Float(state >> 8) / Float(1 << 24) * 10
        }
    }

    /// The rules' field pass on an interleaved trail, in Doubles: optional 3×3 wrap-around box
    /// mean times decay, then × (1 − fade), then min(cap).
    static func referenceFieldPass(
        _ trail: [Float], fieldSize s: Int, blur: Bool, decay: Double, fade: Double,
        cap: Double
    ) -> [Double] {
        var out = [Double](repeating: 0, count: trail.count)
        for y in 0..<s {
            for x in 0..<s {
                for c in 0..<3 {
                    var value: Double
                    if blur {
                        var sum = 0.0
                        for dy in -1...1 {
                            for dx in -1...1 {
                                let yy = (y + dy + s) % s, xx = (x + dx + s) % s
                                sum += Double(trail[(yy * s + xx) * 3 + c])
                            }
                        }
                        value = sum / 9 * decay
                    } else {
                        value = Double(trail[(y * s + x) * 3 + c])
                    }
                    out[(y * s + x) * 3 + c] = min(value * (1 - fade), cap)
                }
            }
        }
        return out
    }
}
