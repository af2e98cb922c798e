import CSimKernel
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Decay, diffusion, fade and cap on known fields, against a plain Swift reference of the rules
/// (both backends).
final class FieldPassTests: XCTestCase {
    private let side = 32

    func testDiffusionAndDecayMatchReference_gpu() throws { try diffusionAndDecayMatchReference(.gpu) }
    func testDiffusionAndDecayMatchReference_cpu() throws { try diffusionAndDecayMatchReference(.cpu) }
    func testSingleSpikeSpreadsOverNineCellsWithDecay_gpu() throws { try singleSpikeSpreadsOverNineCells(.gpu) }
    func testSingleSpikeSpreadsOverNineCellsWithDecay_cpu() throws { try singleSpikeSpreadsOverNineCells(.cpu) }
    func testDiffusionIntervalFadeAndCap_gpu() throws { try diffusionIntervalFadeAndCap(.gpu) }
    func testDiffusionIntervalFadeAndCap_cpu() throws { try diffusionIntervalFadeAndCap(.cpu) }
    func testBlurWrapsAroundAllFourEdges_gpu() throws { try blurWrapsAroundAllFourEdges(.gpu) }
    func testBlurWrapsAroundAllFourEdges_cpu() throws { try blurWrapsAroundAllFourEdges(.cpu) }
    func testLoadTrailRejectsWrongLength_gpu() throws { try loadTrailRejectsWrongLength(.gpu) }
    func testLoadTrailRejectsWrongLength_cpu() throws { try loadTrailRejectsWrongLength(.cpu) }

    /// No agents: a step is the field pass alone.
    private func fieldOnlySimulation(
        _ backend: TestBackend, _ configure: (inout PresetParams) -> Void
    ) throws -> any TestSimulation {
        var params = PresetParams()
        params.agents = 0
        configure(&params)
        return try backend.make(fieldSize: side, params: params)
    }

    /// docs/SIMULATION.md field pass in fixed point: floor(min(Σ3×3 · decay·(1−fade)/9, cap)).
    private func reference(_ trail: [Float], params: PresetParams, step k: Int) -> [Float] {
        let rules = FieldStepRules(params: params, step: k)
        let units = trail.map { Double(TrailFixedPoint.units(Double($0))) }
        var out = [Float](repeating: 0, count: trail.count)
        for y in 0..<side {
            for x in 0..<side {
                for c in 0..<3 {
                    var sum = 0.0
                    if rules.diffuse {
                        for dy in -1...1 {
                            for dx in -1...1 {
                                let nx = (x + dx + side) % side, ny = (y + dy + side) % side
                                sum += units[(ny * side + nx) * 3 + c]
                            }
                        }
                    } else {
                        sum = units[(y * side + x) * 3 + c]
                    }
                    let value = min(sum * Double(rules.scale), Double(rules.capUnits)).rounded(.down)
                    out[(y * side + x) * 3 + c] = Float(value) / 1024
                }
            }
        }
        return out
    }

    private func randomField(seed: UInt32, scale: Float) -> [Float] {
        (0..<(side * side * 3)).map { i in
            Float(sim_random_bits(seed, UInt32(i)) >> 8) / 16_777_216 * scale
        }
    }

    private func assertClose(_ got: [Float], _ expected: [Float], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(got.count, expected.count, file: file, line: line)
        let worst = zip(got, expected).map { abs($0 - $1) }.max() ?? 0
        // One fixed-point unit: float rounding of the product may differ from the reference's double.
        XCTAssertLessThanOrEqual(worst, 1.0 / 1024 + 1e-6, "largest difference \(worst)", file: file, line: line)
    }

    private func diffusionAndDecayMatchReference(_ backend: TestBackend) throws {
        let sim = try fieldOnlySimulation(backend) {
            $0.decay = 0.8; $0.diffusion = 1; $0.fade = 0.05; $0.trailCap = 100
        }
        let field = randomField(seed: 11, scale: 10)
        try sim.loadTrail(field)
        sim.step(count: 1)
        assertClose(sim.readTrail(), reference(field, params: sim.params, step: 1))
    }

    private func singleSpikeSpreadsOverNineCells(_ backend: TestBackend) throws {
        let sim = try fieldOnlySimulation(backend) {
            $0.decay = 0.5; $0.diffusion = 1; $0.fade = 0; $0.trailCap = 100
        }
        var field = [Float](repeating: 0, count: side * side * 3)
        field[(10 * side + 10) * 3 + 1] = 9
        try sim.loadTrail(field)
        sim.step(count: 1)
        let trail = sim.readTrail()
        for y in 9...11 { for x in 9...11 { XCTAssertEqual(trail[(y * side + x) * 3 + 1], 0.5, accuracy: 1.0 / 1024) } }
        XCTAssertEqual(trail.reduce(0, +), 4.5, accuracy: 9.0 / 1024)
        XCTAssertEqual(trail[(12 * side + 10) * 3 + 1], 0)
        XCTAssertEqual(trail[(10 * side + 10) * 3 + 0], 0, "other species untouched")
    }

    /// Diffusion every 3 steps: steps 1 and 2 only fade and cap, step 3 blurs.
    private func diffusionIntervalFadeAndCap(_ backend: TestBackend) throws {
        let sim = try fieldOnlySimulation(backend) {
            $0.decay = 0.9; $0.diffusion = 3; $0.fade = 0.1; $0.trailCap = 6
        }
        var field = randomField(seed: 5, scale: 12)
        try sim.loadTrail(field)
        for k in 1...3 {
            sim.step(count: 1)
            let expected = reference(field, params: sim.params, step: k)
            assertClose(sim.readTrail(), expected)
            field = sim.readTrail()
        }
        XCTAssertLessThanOrEqual(field.max() ?? 0, 6, "capped")
    }

    /// A spike in each corner blurs into the three cells across the wrapped edges.
    private func blurWrapsAroundAllFourEdges(_ backend: TestBackend) throws {
        let sim = try fieldOnlySimulation(backend) {
            $0.decay = 1; $0.diffusion = 1; $0.fade = 0; $0.trailCap = 100
        }
        var field = [Float](repeating: 0, count: side * side * 3)
        field[0] = 9  // (0, 0), species 0
        field[((side - 1) * side + (side - 1)) * 3 + 2] = 9  // (S−1, S−1), species 2
        try sim.loadTrail(field)
        sim.step(count: 1)
        let trail = sim.readTrail()
        let s = side - 1
        for (x, y) in [(s, s), (s, 0), (0, s), (1, 1), (s, 1), (1, s)] {
            XCTAssertEqual(trail[(y * side + x) * 3], 1, accuracy: 1.0 / 1024, "species 0 at (\(x), \(y))")
        }
        for (x, y) in [(0, 0), (0, s - 1), (s - 1, 0), (s - 1, s - 1), (0, s), (s, 0)] {
            XCTAssertEqual(trail[(y * side + x) * 3 + 2], 1, accuracy: 1.0 / 1024, "species 2 at (\(x), \(y))")
        }
        assertClose(trail, reference(field, params: sim.params, step: 1))
    }

    private func loadTrailRejectsWrongLength(_ backend: TestBackend) throws {
        let sim = try fieldOnlySimulation(backend) { _ in }
        XCTAssertThrowsError(try sim.loadTrail([1, 2, 3])) { error in
            XCTAssertTrue("\(error)".contains("\(side * side * 3)"), "the error says the expected size: \(error)")
        }
    }
}
