import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Bad input gets a clear error and never a crash.
final class CPUInputTests: XCTestCase {
    func testCreationRejectsBadSizesAndThreadCounts() {
        XCTAssertThrowsError(try CPUSimulation(fieldSize: 4)) { error in
            XCTAssertEqual(error as? CPUSimulationError, .fieldSizeOutOfRange(4))
            XCTAssertTrue("\(error)".contains("field size 4"))
        }
        XCTAssertThrowsError(try CPUSimulation(fieldSize: 100_000))
        XCTAssertThrowsError(try CPUSimulation(fieldSize: 64, threads: -1)) { error in
            XCTAssertEqual(error as? CPUSimulationError, .threadCountOutOfRange(-1))
        }
    }

    func testLoadTrailRejectsWrongLengthAndBadValues() throws {
        let simulation = try CPUSimulation(fieldSize: 16, params: CPUTestSupport.fieldOnlyParams(decay: 1), threads: 1)
        let good = [Float](repeating: 1, count: 16 * 16 * 3)
        for (name, bad) in [
            ("short", Array(good.dropLast())), ("NaN", [Float.nan] + good.dropFirst()),
            ("negative", [-1] + good.dropFirst()), ("infinite", [.infinity] + good.dropFirst()),
        ] {
            XCTAssertThrowsError(try simulation.loadTrail(bad), name)
        }
        XCTAssertEqual(simulation.readTrail().reduce(0, +), 0, "a rejected trail changes nothing")
        XCTAssertNoThrow(try simulation.loadTrail(good))
    }

    func testSetAgentsRejectsAgentsOutsideTheField() throws {
        let simulation = try CPUSimulation(fieldSize: 16, params: CPUTestSupport.fieldOnlyParams(decay: 1), threads: 1)
        XCTAssertThrowsError(try simulation.setAgents([CPUAgent(x: 16, y: 1, heading: 0, species: 0)]))
        XCTAssertThrowsError(try simulation.setAgents([CPUAgent(x: 1, y: -0.1, heading: 0, species: 0)]))
        XCTAssertThrowsError(try simulation.setAgents([CPUAgent(x: 1, y: 1, heading: .nan, species: 0)]))
        XCTAssertThrowsError(try simulation.setAgents([CPUAgent(x: 1, y: 1, heading: 0, species: 3)]))
    }

    func testNonFiniteParametersAreReplacedNotFatal() throws {
        var params = PresetParams()
        params.agents = 2000
        params.decay = .nan
        params.species[0].sensorDistance = .infinity
        params.matrix[1][2] = -.infinity
        params.trailCap = .nan
        let simulation = try CPUSimulation(fieldSize: 64, params: params, threads: 2)
        simulation.step(count: 20)
        let trail = simulation.readTrail()
        XCTAssertTrue(trail.allSatisfy { $0.isFinite && $0 >= 0 })
        XCTAssertGreaterThan(trail.reduce(0, +), 0)
    }
}
