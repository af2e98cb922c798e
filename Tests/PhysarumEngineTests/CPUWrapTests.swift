import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Agents move, sense and deposit across all four edges of the wrap-around field.
final class CPUWrapTests: XCTestCase {
    private let size = 64
    private let tolerance: Float = 1e-3

    /// Parameters for hand-placed agents: no blur, no decay, deposit 1, move 1.
    private func handParams(matrix: Double = 0) -> PresetParams {
        var params = CPUTestSupport.accumulatingParams(agents: 0)
        params.matrix = (0..<3).map { r in (0..<3).map { c in r == c ? matrix : 0 } }
        for s in 0..<3 {
            params.species[s].deposit = 1
            params.species[s].moveSpeed = 1
            params.species[s].sensorDistance = 4
            params.species[s].sensorAngle = 45
            params.species[s].turnSpeed = 45
        }
        return params
    }

    /// (name, start, heading): each agent steps across one edge.
    private let crossings: [(String, (Float, Float), Float)] = [
        ("left", (0.5, 10.5), .pi),
        ("right", (63.5, 10.5), 0),
        ("top", (10.5, 0.5), -.pi / 2),
        ("bottom", (10.5, 63.5), .pi / 2),
    ]

    func testMovesWrapAtAllFourEdgesAndDepositThere() throws {
        for (index, (edge, start, heading)) in crossings.enumerated() {
            let simulation = try CPUSimulation(fieldSize: size, params: handParams(), threads: 2)
            try simulation.setAgents([CPUAgent(x: start.0, y: start.1, heading: heading, species: index % 3)])
            simulation.step(count: 1)
            let expected = (wrap(start.0 + cos(heading)), wrap(start.1 + sin(heading)))
            let agent = simulation.withAgents { $0[0] }
            XCTAssertEqual(agent.x, expected.0, accuracy: tolerance, "\(edge): x")
            XCTAssertEqual(agent.y, expected.1, accuracy: tolerance, "\(edge): y")
            let trail = simulation.readTrail()
            let cell = Int(expected.1) * size + Int(expected.0)
            XCTAssertEqual(trail[cell * 3 + index % 3], 1, "\(edge): deposit lands in the wrapped cell")
            XCTAssertEqual(trail.reduce(0, +), 1, "\(edge): and nowhere else")
        }
    }

    func testSensorsReadAcrossAllFourEdges() throws {
        let distance: Float = 4, angle: Float = .pi / 4
        for (edge, start, heading) in crossings {
            // Put trail only under the left sensor (θ − A), which lies beyond the edge.
            let sensor = (start.0 + distance * cos(heading - angle), start.1 + distance * sin(heading - angle))
            XCTAssertFalse(
                (0..<Float(size)).contains(sensor.0) && (0..<Float(size)).contains(sensor.1),
                "\(edge): the sensor must lie outside the field for this test to mean anything")
            var trail = [Float](repeating: 0, count: size * size * 3)
            trail[(Int(wrap(sensor.1).rounded(.down)) * size + Int(wrap(sensor.0).rounded(.down))) * 3] = 5
            let simulation = try CPUSimulation(fieldSize: size, params: handParams(matrix: 1), threads: 2)
            try simulation.loadTrail(trail)
            try simulation.setAgents([CPUAgent(x: start.0, y: start.1, heading: heading, species: 0)])
            simulation.step(count: 1)
            let turned = simulation.withAgents { $0[0].heading }
            XCTAssertEqual(
                angleDifference(turned, heading - angle), 0, accuracy: tolerance,
                "\(edge): turns toward the trail sensed across the edge")
        }
    }

    private func wrap(_ value: Float) -> Float {
        let s = Float(size)
        return value - s * (value / s).rounded(.down)
    }

    private func angleDifference(_ a: Float, _ b: Float) -> Float {
        let d = a - b
        return d - 2 * .pi * (d / (2 * .pi)).rounded()
    }
}
