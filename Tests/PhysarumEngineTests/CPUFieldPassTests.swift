import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The field pass of the CPU backend against the rules computed independently in Doubles.
final class CPUFieldPassTests: XCTestCase {
    /// One trail unit is 1/1024; the kernel truncates to units once per pass.
    private let unit = 1.0 / Double(CPUSimulation.unitsPerTrail)

    private func assertFieldPass(
        blurEvery diffusion: Int, steps: Int, decay: Double, fade: Double, cap: Double,
        line: UInt = #line
    ) throws {
        let size = 32
        let simulation = try CPUSimulation(
            fieldSize: size,
            params: CPUTestSupport.fieldOnlyParams(decay: decay, diffusion: diffusion, fade: fade, cap: cap),
            threads: 2)
        let start = CPUTestSupport.patternedTrail(fieldSize: size)
        try simulation.loadTrail(start)
        var expected = simulation.readTrail()  // the loaded trail, rounded to units
        for k in 1...steps {
            expected = CPUTestSupport.referenceFieldPass(
                expected, fieldSize: size, blur: k % diffusion == 0, decay: decay, fade: fade, cap: cap
            ).map { Float($0) }
        }
        simulation.step(count: steps)
        let actual = simulation.readTrail()
        var worst = 0.0
        for (a, e) in zip(actual, expected) { worst = max(worst, abs(Double(a) - Double(e))) }
        // Truncation to units costs at most one unit per pass; float sums add a little more.
        XCTAssertLessThanOrEqual(worst, Double(steps) * unit * 1.5, "largest deviation from the rules", line: line)
        XCTAssertGreaterThan(actual.reduce(0, +), 0, "the field must not be emptied", line: line)
    }

    func testBlurWithDecayMatchesTheRules() throws {
        try assertFieldPass(blurEvery: 1, steps: 1, decay: 0.9, fade: 0, cap: 1e6)
        try assertFieldPass(blurEvery: 1, steps: 3, decay: 0.5, fade: 0, cap: 1e6)
    }

    func testFadeAndCapApplyEveryStepAndBlurOnlyEveryNth() throws {
        try assertFieldPass(blurEvery: 3, steps: 4, decay: 0.8, fade: 0.1, cap: 1e6)
        try assertFieldPass(blurEvery: 2, steps: 2, decay: 0.95, fade: 0.05, cap: 3)
    }

    func testSpikeAtTheCornerSpreadsAcrossAllFourEdges() throws {
        let size = 16
        let simulation = try CPUSimulation(
            fieldSize: size, params: CPUTestSupport.fieldOnlyParams(decay: 0.5), threads: 2)
        var trail = [Float](repeating: 0, count: size * size * 3)
        trail[1] = 9  // cell (0, 0), species 1
        try simulation.loadTrail(trail)
        simulation.step(count: 1)
        let after = simulation.readTrail()
        for y in 0..<size {
            for x in 0..<size {
                let neighbour = [size - 1, 0, 1].contains(x) && [size - 1, 0, 1].contains(y)
                XCTAssertEqual(after[(y * size + x) * 3 + 1], neighbour ? 0.5 : 0, "cell (\(x), \(y))")
                XCTAssertEqual(after[(y * size + x) * 3], 0, "species 0 stays empty")
            }
        }
    }

    func testCapClipsEveryChannel() throws {
        let size = 8
        let simulation = try CPUSimulation(
            fieldSize: size, params: CPUTestSupport.fieldOnlyParams(decay: 1, diffusion: 1000, cap: 2), threads: 1)
        try simulation.loadTrail([Float](repeating: 7, count: size * size * 3))
        simulation.step(count: 1)
        XCTAssertEqual(Set(simulation.readTrail()), [2])
    }
}
