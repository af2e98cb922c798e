import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Painting on both backends (docs/PAINTING.md), statistically with fixed seeds: Attract gathers
/// agents, Repel scatters them, no agent crosses or stands in a wall, Erase empties the trails,
/// every tool wraps at the field's edges, with the smallest and the largest brush. Each test runs
/// on the C kernel (`_cpu`) and the GL compute path (`_gpu`, llvmpipe here).
final class PaintTests: XCTestCase {
    private static let size = 128

    private func simulation(_ backend: TestBackend, agents: Int = 20_000, seed: UInt64 = 3) throws
        -> any TestSimulation
    {
        var params = PresetParams()
        params.agents = agents
        return try backend.make(fieldSize: Self.size, params: params, seed: seed)
    }

    private func disc(_ tool: PaintTool, at x: Double, _ y: Double, radius: Double, strength: Double = 10)
        -> PaintCapsule
    {
        let point = FieldPoint(x: x, y: y)
        return PaintCapsule(brush: PaintBrush(tool: tool, radius: radius, strength: strength), from: point, to: point)
    }

    /// Agents within `radius` of (`x`, `y`), the field wrapping.
    private func agentsNear(_ simulation: any TestSimulation, x: Double, y: Double, radius: Double) -> Int {
        let size = Double(simulation.fieldSize)
        return simulation.agents().filter { agent in
            var dx = abs(Double(agent.x) - x), dy = abs(Double(agent.y) - y)
            dx = min(dx, size - dx)
            dy = min(dy, size - dy)
            return dx * dx + dy * dy <= radius * radius
        }.count
    }

    func testAttractGathersAgentsInsideTheBrushAtLeastTwofold_cpu() throws { try attractGathers(.cpu) }
    func testAttractGathersAgentsInsideTheBrushAtLeastTwofold_gpu() throws { try attractGathers(.gpu) }
    func testRepelEmptiesTheBrushOfAgents_cpu() throws { try repelEmpties(.cpu) }
    func testRepelEmptiesTheBrushOfAgents_gpu() throws { try repelEmpties(.gpu) }
    func testNoAgentCrossesAWallOrStandsInOne_cpu() throws { try wallsHold(.cpu, steps: 1000) }
    func testNoAgentCrossesAWallOrStandsInOne_gpu() throws { try wallsHold(.gpu, steps: 300) }
    func testEraseEmptiesTheTrailUnderTheBrushAndNothingElse_cpu() throws { try eraseEmpties(.cpu) }
    func testEraseEmptiesTheTrailUnderTheBrushAndNothingElse_gpu() throws { try eraseEmpties(.gpu) }
    func testEraseWithEverythingClearsStimulusAndWallsToo_cpu() throws { try eraseEverything(.cpu) }
    func testEraseWithEverythingClearsStimulusAndWallsToo_gpu() throws { try eraseEverything(.gpu) }
    func testEveryToolWrapsAtTheCorners_cpu() throws { try wrapsAtCorners(.cpu) }
    func testEveryToolWrapsAtTheCorners_gpu() throws { try wrapsAtCorners(.gpu) }
    func testTheSmallestAndTheLargestBrush_cpu() throws { try smallestAndLargest(.cpu) }
    func testTheSmallestAndTheLargestBrush_gpu() throws { try smallestAndLargest(.gpu) }
    func testFoodLastsUnlessItFades_cpu() throws { try foodLasts(.cpu) }
    func testFoodLastsUnlessItFades_gpu() throws { try foodLasts(.gpu) }
    func testTheBenchmarksSceneUsesStimulusAndWalls_cpu() throws { try benchmarkScene(.cpu) }
    func testTheBenchmarksSceneUsesStimulusAndWalls_gpu() throws { try benchmarkScene(.gpu) }
    func testNothingIsKeptUntilPaintedAndClearRemovesIt_cpu() throws { try nothingKept(.cpu) }
    func testNothingIsKeptUntilPaintedAndClearRemovesIt_gpu() throws { try nothingKept(.gpu) }

    private func attractGathers(_ backend: TestBackend) throws {
        let plain = try simulation(backend), painted = try simulation(backend)
        try painted.paint(disc(.attract, at: 64, 64, radius: 8, strength: 40))
        plain.step(count: 300)
        painted.step(count: 300)
        let before = agentsNear(plain, x: 64, y: 64, radius: 8)
        let after = agentsNear(painted, x: 64, y: 64, radius: 8)
        print("attract: \(after) agents in the disc against \(before) unpainted")
        XCTAssertGreaterThanOrEqual(after, 2 * max(before, 1), "food gathers agents")
    }

    private func repelEmpties(_ backend: TestBackend) throws {
        let plain = try simulation(backend), painted = try simulation(backend)
        try painted.paint(disc(.repel, at: 64, 64, radius: 12, strength: 40))
        plain.step(count: 300)
        painted.step(count: 300)
        let before = agentsNear(plain, x: 64, y: 64, radius: 12)
        let after = agentsNear(painted, x: 64, y: 64, radius: 12)
        print("repel: \(after) agents in the disc against \(before) unpainted")
        XCTAssertLessThanOrEqual(after * 2, before, "agents avoid it")
    }

    /// Two wall lines at x = 32 and x = 96 (top to bottom, wrapping) cut the field in two: the
    /// agents of each part stay in it for 1,000 steps, and none ever stands in a wall cell.
    private func wallsHold(_ backend: TestBackend, steps: Int) throws {
        let simulation = try simulation(backend, agents: 10_000)
        var params = simulation.params
        for s in 0..<3 { params.species[s].moveSpeed = 3 }  // faster than the wall is thick
        simulation.apply(params)
        for x in [32.0, 96.0] {
            let wall = PaintBrush(tool: .wall, radius: 1)
            try simulation.paint(
                PaintCapsule(brush: wall, from: FieldPoint(x: x, y: -5), to: FieldPoint(x: x, y: 140)))
        }
        let walls = try XCTUnwrap(simulation.walls)
        func inside(_ x: Float) -> Bool { x >= 32 && x < 97 }
        func census() -> (inner: Int, inWall: Int) {
            var inner = 0, inWall = 0
            for agent in simulation.agents() {
                if inside(agent.x) { inner += 1 }
                if walls[Int(agent.y) * Self.size + Int(agent.x)] == 1 { inWall += 1 }
            }
            return (inner, inWall)
        }
        let start = census()
        XCTAssertEqual(start.inWall, 0, "painting the wall moved the agents out of it")
        XCTAssertGreaterThan(start.inner, 1000)
        for step in 0..<steps {
            simulation.step(count: 1)
            let now = census()
            guard now.inner == start.inner, now.inWall == 0 else {
                return XCTFail(
                    "step \(step + 1): \(now.inner) agents inside (was \(start.inner)), \(now.inWall) in a wall")
            }
        }
        // The trails do not cross either: nothing stays in a wall cell.
        let trail = simulation.readTrail()
        let walled = (0..<walls.count).filter { walls[$0] == 1 && trail[$0 * 3..<$0 * 3 + 3].contains { $0 != 0 } }
        XCTAssertEqual(walled.count, 0, "trail in a wall")
    }

    private func eraseEmpties(_ backend: TestBackend) throws {
        let simulation = try simulation(backend)
        simulation.step(count: 60)
        let before = simulation.readTrail()
        try simulation.paint(disc(.erase, at: 40, 40, radius: 10))
        let after = simulation.readTrail()
        var erased = 0
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let dx = Double(x) + 0.5 - 40, dy = Double(y) + 0.5 - 40
                let cell = (y * Self.size + x) * 3
                if dx * dx + dy * dy <= 100 {
                    XCTAssertEqual(Array(after[cell..<cell + 3]), [0, 0, 0], "(\(x), \(y)) is erased")
                    erased += before[cell..<cell + 3].contains { $0 > 0 } ? 1 : 0
                } else if dx * dx + dy * dy > 121 {
                    XCTAssertEqual(Array(after[cell..<cell + 3]), Array(before[cell..<cell + 3]), "(\(x), \(y)) stays")
                }
            }
        }
        XCTAssertGreaterThan(erased, 50, "there was trail to erase")
    }

    private func eraseEverything(_ backend: TestBackend) throws {
        let simulation = try simulation(backend, agents: 2000)
        try simulation.paint(disc(.attract, at: 20, 20, radius: 6))
        try simulation.paint(disc(.wall, at: 20, 20, radius: 3))
        try simulation.paint(disc(.erase, at: 20, 20, radius: 8))
        XCTAssertEqual(simulation.walls?[20 * Self.size + 20], 1, "a plain erase leaves walls")
        XCTAssertGreaterThan(simulation.stimulus(species: 0)?[20 * Self.size + 20] ?? 0, 0, "and food")
        var everything = disc(.erase, at: 20, 20, radius: 8)
        everything.brush.everything = true
        try simulation.paint(everything)
        XCTAssertEqual(simulation.walls?.reduce(0) { $0 + Int($1) }, 0)
        XCTAssertEqual(simulation.stimulus(species: 0)?.max(), 0)
    }

    /// A disc over the corner paints the four corners of the field (it wraps), on every tool.
    private func wrapsAtCorners(_ backend: TestBackend) throws {
        let corners = [0, Self.size - 1, (Self.size - 1) * Self.size, Self.size * Self.size - 1]
        for tool in PaintTool.allCases {
            let simulation = try simulation(backend, agents: 2000)
            simulation.step(count: 30)
            try simulation.paint(disc(tool, at: 0, 0, radius: 3))
            switch tool {
            case .attract, .repel:
                let stimulus = try XCTUnwrap(simulation.stimulus(species: 1))
                let sign: Float = tool == .attract ? 1 : -1
                for cell in corners { XCTAssertGreaterThan(sign * stimulus[cell], 0, "\(tool) at \(cell)") }
            case .wall:
                let walls = try XCTUnwrap(simulation.walls)
                for cell in corners { XCTAssertEqual(walls[cell], 1, "\(tool) at \(cell)") }
            case .erase:
                let trail = simulation.readTrail()
                for cell in corners { XCTAssertEqual(trail[cell * 3..<cell * 3 + 3].max(), 0, "\(tool) at \(cell)") }
            }
        }
    }

    /// Radius 0 paints exactly the cells its segment passes through; the largest radius (half
    /// the field) every cell within it once, whatever its copies across the seam.
    private func smallestAndLargest(_ backend: TestBackend) throws {
        let simulation = try simulation(backend, agents: 0)
        let line = PaintCapsule(
            brush: PaintBrush(tool: .wall, radius: 0), from: FieldPoint(x: 10.5, y: 10.5),
            to: FieldPoint(x: 13.5, y: 10.5))
        try simulation.paint(line)
        let walls = try XCTUnwrap(simulation.walls)
        let walled = (0..<walls.count).filter { walls[$0] == 1 }
        XCTAssertEqual(walled, (10...13).map { 10 * Self.size + $0 }, "the four cells of the line")

        let largest = Double(Self.size) / 2
        try simulation.paint(disc(.attract, at: 64, 64, radius: largest, strength: 100))
        let stimulus = try XCTUnwrap(simulation.stimulus(species: 0))
        XCTAssertEqual(stimulus[64 * Self.size + 64], 100, accuracy: 0.5, "full strength at the centre")
        var reached = 0
        for y in 0..<Self.size {
            for x in 0..<Self.size {
                let dx = Double(x) + 0.5 - 64, dy = Double(y) + 0.5 - 64
                let within = dx * dx + dy * dy < largest * largest
                if within { reached += 1 }
                if !within { XCTAssertEqual(stimulus[y * Self.size + x], 0, "(\(x), \(y)) beyond the radius") }
            }
        }
        XCTAssertGreaterThan(reached, 12_000)
        XCTAssertLessThanOrEqual(stimulus.max() ?? 0, 100.5, "no cell is painted twice")

        var tooLarge = disc(.wall, at: 0, 0, radius: largest + 0.5)
        XCTAssertThrowsError(try simulation.paint(tooLarge), "beyond half the field")
        tooLarge.brush.radius = -1
        XCTAssertThrowsError(try simulation.paint(tooLarge), "a negative radius")
        XCTAssertThrowsError(try simulation.paint(disc(.wall, at: .nan, 0, radius: 1)), "not finite")
        var weights = disc(.attract, at: 0, 0, radius: 1)
        weights.brush.speciesWeights = [1, 1]
        XCTAssertThrowsError(try simulation.paint(weights), "two weights")
        weights.brush.speciesWeights = [1, 1.5, 0]
        XCTAssertThrowsError(try simulation.paint(weights), "a weight above 1")
    }

    private func foodLasts(_ backend: TestBackend) throws {
        let simulation = try simulation(backend, agents: 0)
        try simulation.paint(disc(.attract, at: 10.5, 10.5, radius: 2, strength: 8))
        simulation.step(count: 5)
        XCTAssertEqual(simulation.stimulus(species: 0)?[10 * Self.size + 10], 8, "fade 0: permanent")
        try simulation.setStimulusFade(0.5)
        simulation.step(count: 2)
        XCTAssertEqual(simulation.stimulus(species: 0)?[10 * Self.size + 10] ?? 0, 2, accuracy: 1e-5, "halved twice")
        XCTAssertThrowsError(try simulation.setStimulusFade(1.5))
        XCTAssertThrowsError(try simulation.setStimulusFade(-0.1))
    }

    private func nothingKept(_ backend: TestBackend) throws {
        let simulation = try simulation(backend, agents: 1000)
        XCTAssertNil(simulation.walls)
        XCTAssertNil(simulation.stimulus(species: 0))
        try simulation.paint(disc(.erase, at: 5, 5, radius: 3))
        XCTAssertNil(simulation.walls, "erasing keeps nothing")
        try simulation.paint(disc(.wall, at: 5, 5, radius: 3))
        try simulation.paint(disc(.repel, at: 5, 5, radius: 3))
        simulation.step(count: 3)
        let trail = simulation.readTrail()
        simulation.clearPainting()
        XCTAssertNil(simulation.walls)
        XCTAssertNil(simulation.stimulus(species: 0))
        XCTAssertEqual(simulation.readTrail(), trail, "the trails stay")
    }

    /// `bench --paint` measures a step with food, something to avoid and a wall in use.
    private func benchmarkScene(_ backend: TestBackend) throws {
        let simulation = try simulation(backend, agents: 1000)
        try Benchmark.paintScene(on: simulation)
        let stimulus = try XCTUnwrap(simulation.stimulus(species: 0))
        XCTAssertGreaterThan(stimulus.max() ?? 0, 0, "food")
        XCTAssertLessThan(stimulus.min() ?? 0, 0, "something to avoid")
        XCTAssertGreaterThan(try XCTUnwrap(simulation.walls).reduce(0) { $0 + Int($1) }, Self.size / 2, "a wall")
    }

    func testTheBenchmarksSceneOverridesAreReadOrIgnored() {
        XCTAssertTrue(Benchmark.paintedSceneOverrides(nil) == (nil, nil))
        XCTAssertTrue(Benchmark.paintedSceneOverrides("strength=0,wall=0") == (0, false))
        XCTAssertTrue(Benchmark.paintedSceneOverrides("wall=1") == (nil, true))
        XCTAssertTrue(Benchmark.paintedSceneOverrides("strength=-1,bogus") == (nil, nil), "out of range: ignored")
        XCTAssertEqual(Benchmark.paintedScene(fieldSize: 1024, wall: false).count, 2)
        XCTAssertEqual(Benchmark.paintedScene(fieldSize: 1024).map(\.brush.tool), [.attract, .repel, .wall])
    }
}
