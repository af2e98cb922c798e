import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Respawn: species shares and where each pattern puts the agents.
final class CPUSpawnTests: XCTestCase {
    func testPopulationSharesFollowTheNormalisedPopulations() throws {
        let table: [(populations: [Double], agents: Int, expected: [Int])] = [
            ([0.333, 0.333, 0.333], 9000, [3000, 3000, 3000]),
            ([0.5, 0.3, 0.2], 10_000, [5000, 3000, 2000]),
            ([1, 1, 0], 1001, [501, 500, 0]),  // round(500.5) = 501 goes to species 0; the rest follows
            ([0, 0, 0], 1000, [333, 333, 334]),  // Σp = 0: equal shares
            ([0.2, 0, 0], 777, [777, 0, 0]),
        ]
        for row in table {
            var params = PresetParams()
            params.agents = row.agents
            for s in 0..<3 { params.species[s].population = row.populations[s] }
            let simulation = try CPUSimulation(fieldSize: 64, params: params, threads: 2)
            XCTAssertEqual(CPUTestSupport.speciesCounts(simulation), row.expected, "\(row.populations)")
        }
    }

    func testEveryPatternPlacesAgentsInsideTheField() throws {
        let size = 200
        let centre = Float(size) / 2
        for pattern in SpawnPattern.allCases {
            var params = PresetParams()
            params.agents = 12_000
            params.spawnPattern = pattern
            let simulation = try CPUSimulation(fieldSize: size, params: params, seed: 4, threads: 2)
            for stage in ["spawned", "after 40 steps"] {
                var quadrants = [0, 0, 0, 0]
                simulation.withAgents { agents in
                    for i in 0..<agents.count {
                        XCTAssertTrue(
                            (0..<Float(size)).contains(agents.x[i]) && (0..<Float(size)).contains(agents.y[i]),
                            "\(pattern) \(stage): agent \(i) at (\(agents.x[i]), \(agents.y[i]))")
                        quadrants[(agents.x[i] < centre ? 0 : 1) + (agents.y[i] < centre ? 0 : 2)] += 1
                    }
                }
                if stage == "spawned" { try checkShape(pattern, simulation, size: Float(size)) }
                XCTAssertEqual(quadrants.reduce(0, +), 12_000)
                simulation.step(count: 40)
            }
        }
    }

    /// Radius, sector and heading of each pattern as the rules describe them.
    private func checkShape(_ pattern: SpawnPattern, _ simulation: CPUSimulation, size: Float) throws {
        let centre = size / 2
        simulation.withAgents { agents in
            var outward = 0, inward = 0
            for i in 0..<agents.count {
                let dx = agents.x[i] - centre, dy = agents.y[i] - centre
                let radius = (dx * dx + dy * dy).squareRoot()
                let radial = (dx * cos(agents.heading[i]) + dy * sin(agents.heading[i])) / max(radius, 1e-6)
                if radial > 0.99 { outward += 1 }
                if radial < -0.99 { inward += 1 }
                switch pattern {
                case .random: break
                case .disk: XCTAssertLessThanOrEqual(radius, 0.35 * size + 1e-3)
                case .ring: XCTAssertEqual(radius, 0.35 * size, accuracy: 0.01 * size + 1e-3)
                case .burst: XCTAssertLessThanOrEqual(radius, 0.02 * size + 1e-3)
                case .sectors:
                    XCTAssertLessThanOrEqual(radius, 0.35 * size + 1e-3)
                    var angle = atan2(dy, dx)
                    if angle < 0 { angle += 2 * .pi }
                    let sector = Float(agents.species[i]) * 2 * .pi / 3
                    XCTAssertTrue(
                        angle >= sector - 1e-3 && angle <= sector + 2 * .pi / 3 + 1e-3,
                        "species \(agents.species[i]) at angle \(angle)")
                }
            }
            let n = agents.count
            switch pattern {
            case .random: XCTAssertLessThan(outward, n / 10, "random headings")
            case .ring: XCTAssertGreaterThan(inward, n * 99 / 100, "ring heads inward")
            default: XCTAssertGreaterThan(outward, n * 99 / 100, "\(pattern) heads outward")
            }
        }
    }
}
