import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Painting on the CPU kernel (sim_paint.h), statistically with fixed seeds: Attract gathers
/// agents, Repel scatters them, no agent crosses or stands in a wall, Erase empties the trails,
/// every tool wraps at the field's edges, with the smallest and the largest brush, and a painted
/// run is as deterministic as an unpainted one.
final class CPUPaintTests: XCTestCase {
    private static let size = 128

    private func simulation(agents: Int = 20_000, seed: UInt64 = 3) throws -> CPUSimulation {
        var params = PresetParams()
        params.agents = agents
        return try CPUSimulation(fieldSize: Self.size, params: params, seed: seed, threads: 2)
    }

    private func disc(_ tool: PaintTool, at x: Double, _ y: Double, radius: Double, strength: Double = 10)
        -> PaintCapsule
    {
        let point = FieldPoint(x: x, y: y)
        return PaintCapsule(brush: PaintBrush(tool: tool, radius: radius, strength: strength), from: point, to: point)
    }

    /// Agents within `radius` of (`x`, `y`), the field wrapping.
    private func agentsNear(_ simulation: CPUSimulation, x: Double, y: Double, radius: Double) -> Int {
        let size = Double(simulation.fieldSize)
        return simulation.withAgents { agents in
            var count = 0
            for i in 0..<agents.x.count {
                var dx = abs(Double(agents.x[i]) - x), dy = abs(Double(agents.y[i]) - y)
                dx = min(dx, size - dx)
                dy = min(dy, size - dy)
                if dx * dx + dy * dy <= radius * radius { count += 1 }
            }
            return count
        }
    }

    func testAttractGathersAgentsInsideTheBrushAtLeastTwofold() throws {
        let plain = try simulation(), painted = try simulation()
        try painted.paint(disc(.attract, at: 64, 64, radius: 8, strength: 40))
        plain.step(count: 300)
        painted.step(count: 300)
        let before = agentsNear(plain, x: 64, y: 64, radius: 8)
        let after = agentsNear(painted, x: 64, y: 64, radius: 8)
        print("attract: \(after) agents in the disc against \(before) unpainted")
        XCTAssertGreaterThanOrEqual(after, 2 * max(before, 1), "food gathers agents")
    }

    func testRepelEmptiesTheBrushOfAgents() throws {
        let plain = try simulation(), painted = try simulation()
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
    func testNoAgentCrossesAWallOrStandsInOne() throws {
        let simulation = try simulation(agents: 10_000)
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
            simulation.withAgents { agents in
                var inner = 0, inWall = 0
                for i in 0..<agents.x.count {
                    if inside(agents.x[i]) { inner += 1 }
                    if walls[Int(agents.y[i]) * Self.size + Int(agents.x[i])] == 1 { inWall += 1 }
                }
                return (inner, inWall)
            }
        }
        let start = census()
        XCTAssertEqual(start.inWall, 0, "painting the wall moved the agents out of it")
        XCTAssertGreaterThan(start.inner, 1000)
        for step in 0..<1000 {
            simulation.step(count: 1)
            let now = census()
            guard now.inner == start.inner, now.inWall == 0 else {
                return XCTFail(
                    "step \(step + 1): \(now.inner) agents inside (was \(start.inner)), \(now.inWall) in a wall")
            }
        }
        // The trails do not cross either: nothing stays in a wall cell.
        for species in 0..<3 {
            simulation.withTrailUnits(species: species) { trail in
                let walled = (0..<trail.count).filter { walls[$0] == 1 && trail[$0] != 0 }
                XCTAssertEqual(walled.count, 0, "species \(species): trail in a wall")
            }
        }
    }

    func testEraseEmptiesTheTrailUnderTheBrushAndNothingElse() throws {
        let simulation = try simulation()
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

    func testEraseWithEverythingClearsStimulusAndWallsToo() throws {
        let simulation = try simulation(agents: 2000)
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
    func testEveryToolWrapsAtTheCorners() throws {
        let corners = [0, Self.size - 1, (Self.size - 1) * Self.size, Self.size * Self.size - 1]
        for tool in PaintTool.allCases {
            let simulation = try simulation(agents: 2000)
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
    func testTheSmallestAndTheLargestBrush() throws {
        let simulation = try simulation(agents: 0)
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

    /// The stimulus is what the sensors add: painted for species 2 only, species 2 perceives it
    /// and the others do not; a wall reads as the least attractive thing there is.
    func testTheSensorsPerceiveTheStimulusOfTheirSpeciesAndWalls() throws {
        let simulation = try simulation(agents: 0)
        var food = disc(.attract, at: 30.5, 30.5, radius: 4, strength: 7)
        food.brush.speciesWeights = [0, 1, 0]
        try simulation.paint(food)
        try simulation.paint(disc(.wall, at: 90.5, 90.5, radius: 2))
        let cell = 30 * Self.size + 30, wall = 90 * Self.size + 90
        XCTAssertEqual(simulation.perceived(species: 1)[cell], 7, accuracy: 1e-4)
        XCTAssertEqual(simulation.perceived(species: 0)[cell], 0)
        XCTAssertEqual(simulation.perceived(species: 2)[cell], 0)
        for species in 0..<3 {
            XCTAssertEqual(simulation.perceived(species: species)[wall], CPUSimulation.wallPerceived)
        }
    }

    func testFoodLastsUnlessItFades() throws {
        let simulation = try simulation(agents: 0)
        try simulation.paint(disc(.attract, at: 10.5, 10.5, radius: 2, strength: 8))
        simulation.step(count: 5)
        XCTAssertEqual(simulation.stimulus(species: 0)?[10 * Self.size + 10], 8, "fade 0: permanent")
        try simulation.setStimulusFade(0.5)
        simulation.step(count: 2)
        XCTAssertEqual(simulation.stimulus(species: 0)?[10 * Self.size + 10] ?? 0, 2, accuracy: 1e-5, "halved twice")
        XCTAssertThrowsError(try simulation.setStimulusFade(1.5))
        XCTAssertThrowsError(try simulation.setStimulusFade(-0.1))
    }

    func testNothingIsKeptUntilPaintedAndClearRemovesIt() throws {
        let simulation = try simulation(agents: 1000)
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

    /// The same seed and strokes give the same run, with any thread count.
    func testAPaintedRunIsDeterministic() throws {
        func run(threads: Int) throws -> (trail: [Float], x: [Float]) {
            var params = PresetParams()
            params.agents = 20_000
            let simulation = try CPUSimulation(fieldSize: 96, params: params, seed: 11, threads: threads)
            simulation.step(count: 20)
            try simulation.paint(
                PaintCapsule(
                    brush: PaintBrush(tool: .wall, radius: 2), from: FieldPoint(x: 10, y: 10),
                    to: FieldPoint(x: 80, y: 60)))
            try simulation.paint(disc(.attract, at: 50, 20, radius: 6, strength: 20))
            simulation.step(count: 60)
            try simulation.paint(disc(.erase, at: 30, 30, radius: 5))
            simulation.step(count: 60)
            return (simulation.readTrail(), simulation.withAgents { Array($0.x) })
        }
        let a = try run(threads: 2), b = try run(threads: 2), c = try run(threads: 1)
        XCTAssertEqual(a.trail, b.trail)
        XCTAssertEqual(a.x, b.x)
        XCTAssertEqual(a.trail, c.trail, "thread count does not matter")
    }
}
