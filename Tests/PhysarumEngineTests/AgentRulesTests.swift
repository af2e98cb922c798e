import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Moving, sensing and depositing across the field's edges, one agent at a time (both backends).
final class AgentRulesTests: XCTestCase {
    private let side = 64

    func testMovingAcrossEachEdgeWraps_gpu() throws { try movingAcrossEachEdgeWraps(.gpu) }
    func testMovingAcrossEachEdgeWraps_cpu() throws { try movingAcrossEachEdgeWraps(.cpu) }
    func testSensingAcrossEachEdgeSteersTowardTrail_gpu() throws { try sensingAcrossEachEdgeSteers(.gpu) }
    func testSensingAcrossEachEdgeSteersTowardTrail_cpu() throws { try sensingAcrossEachEdgeSteers(.cpu) }

    /// Decay 1, no fade, no blur on step 1: the trail after one step is exactly the deposits.
    private func simulation(_ backend: TestBackend, matrix: Double = 0) throws -> any TestSimulation {
        var params = PresetParams.accumulating(agents: 0, trailCap: 100)
        params.matrix = Array(repeating: Array(repeating: matrix, count: 3), count: 3)
        for s in 0..<3 {
            params.species[s].moveSpeed = 1
            params.species[s].deposit = 1
            params.species[s].sensorDistance = 5
            params.species[s].sensorAngle = 45
            params.species[s].turnSpeed = 45
        }
        return try backend.make(fieldSize: side, params: params)
    }

    /// An agent half a cell from each edge, heading out: it reappears on the opposite side and deposits there.
    private func movingAcrossEachEdgeWraps(_ backend: TestBackend) throws {
        let sim = try simulation(backend)
        let s = Float(side)
        let cases: [(SpawnedAgent, x: Int, y: Int)] = [
            (SpawnedAgent(x: 0.25, y: 10.5, heading: .pi, species: 0, phase16: 0), side - 1, 10),  // left
            (SpawnedAgent(x: s - 0.25, y: 20.5, heading: 0, species: 0, phase16: 0), 0, 20),  // right
            (SpawnedAgent(x: 30.5, y: 0.25, heading: 1.5 * .pi, species: 0, phase16: 0), 30, side - 1),  // bottom
            (SpawnedAgent(x: 40.5, y: s - 0.25, heading: 0.5 * .pi, species: 0, phase16: 0), 40, 0),  // top
        ]
        try sim.place(cases.map(\.0))
        sim.step(count: 1)
        let trail = sim.readTrail()
        for (agent, x, y) in cases {
            XCTAssertEqual(
                trail[(y * side + x) * 3], 1, "agent from (\(agent.x), \(agent.y)) should deposit at (\(x), \(y))")
        }
        XCTAssertEqual(trail.reduce(0, +), 4, "nothing deposited elsewhere")
        for moved in sim.agents() {
            XCTAssert(
                (0..<s).contains(moved.x) && (0..<s).contains(moved.y), "position wrapped into the field: \(moved)")
        }
    }

    /// Sensors reach across each edge: trail placed at the wrapped right-sensor cell turns the agent right.
    private func sensingAcrossEachEdgeSteers(_ backend: TestBackend) throws {
        let starts: [(x: Float, y: Float, heading: Float)] = [
            (1.5, 30.5, .pi), (Float(side) - 1.5, 30.5, 0), (30.5, 1.5, 1.5 * .pi),
            (30.5, Float(side) - 1.5, 0.5 * .pi),
        ]
        for start in starts {
            let sim = try simulation(backend, matrix: 1)
            let right = start.heading + .pi / 4
            let sx = start.x + 5 * cos(right), sy = start.y + 5 * sin(right)
            let cx = (Int(sx.rounded(.down)) % side + side) % side, cy = (Int(sy.rounded(.down)) % side + side) % side
            XCTAssert(Int(sx.rounded(.down)) != cx || Int(sy.rounded(.down)) != cy, "the sensor must cross an edge")
            var field = [Float](repeating: 0, count: side * side * 3)
            field[(cy * side + cx) * 3] = 50
            try sim.loadTrail(field)
            try sim.place([SpawnedAgent(x: start.x, y: start.y, heading: start.heading, species: 0, phase16: 0)])
            sim.step(count: 1)
            let turned = try XCTUnwrap(sim.agents().first).heading
            // Headings compare modulo 2π: the GPU keeps [0, 2π), the CPU [−π, π).
            let difference = remainder(turned - right, 2 * .pi)
            XCTAssertEqual(difference, 0, accuracy: 1e-4, "start \(start): sensor cell (\(cx), \(cy))")
        }
    }

    /// Population shares decide the species split: first round(N·p0'), then round(N·p1'), rest.
    func testSpeciesCountsFollowNormalisedPopulations() {
        let rows: [([Double], Int, [Int])] = [
            ([1, 1, 1], 300, [100, 100, 100]),
            ([0.5, 0.25, 0.25], 1000, [500, 250, 250]),
            ([0, 0, 0], 9, [3, 3, 3]),  // no shares: equal
            ([1, 0, 0], 7, [7, 0, 0]),
            ([0.5, 0.5, 0], 5, [3, 2, 0]),  // 2.5 rounds up, the second gets what is left
        ]
        for (populations, agents, expected) in rows {
            XCTAssertEqual(
                AgentSpawner.speciesCounts(agents: agents, populations: populations), expected, "\(populations)")
        }
    }

    /// Every spawn pattern puts agents inside the field and where its rule says.
    func testSpawnPatternsPlaceAgentsByRule() {
        let side = 400
        var params = PresetParams()
        params.agents = 3000
        for pattern in SpawnPattern.allCases {
            params.spawnPattern = pattern
            var maxRadius = 0.0, minRadius = Double.infinity
            AgentSpawner.forEachAgent(params: params, fieldSize: side, seed: 9) { _, agent in
                XCTAssert((0..<Float(side)).contains(agent.x) && (0..<Float(side)).contains(agent.y))
                let r = hypot(Double(agent.x) - 200, Double(agent.y) - 200)
                maxRadius = max(maxRadius, r)
                minRadius = min(minRadius, r)
            }
            switch pattern {
            case .random: XCTAssertGreaterThan(maxRadius, 0.5 * Double(side), "random covers the corners")
            case .disk, .sectors: XCTAssertLessThanOrEqual(maxRadius, 0.35 * Double(side) + 0.01)
            case .ring:
                XCTAssertGreaterThanOrEqual(minRadius, 0.34 * Double(side) - 0.01)
                XCTAssertLessThanOrEqual(maxRadius, 0.36 * Double(side) + 0.01)
            case .burst: XCTAssertLessThanOrEqual(maxRadius, 0.02 * Double(side) + 0.01)
            }
        }
    }
}
