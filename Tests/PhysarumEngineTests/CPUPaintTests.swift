import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// What only the C kernel shows of painting: what the sensors perceive, and determinism for a
/// seed, strokes and any thread count (the tools themselves: `PaintTests`, both backends).
final class CPUPaintTests: XCTestCase {
    private static let size = 128

    private func simulation(agents: Int) throws -> CPUSimulation {
        var params = PresetParams()
        params.agents = agents
        return try CPUSimulation(fieldSize: Self.size, params: params, seed: 3, threads: 2)
    }

    private func disc(_ tool: PaintTool, at x: Double, _ y: Double, radius: Double, strength: Double = 10)
        -> PaintCapsule
    {
        let point = FieldPoint(x: x, y: y)
        return PaintCapsule(brush: PaintBrush(tool: tool, radius: radius, strength: strength), from: point, to: point)
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
