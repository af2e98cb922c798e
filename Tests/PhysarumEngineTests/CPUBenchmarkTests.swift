import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The CPU benchmark's shape (no timing assertions: numbers go to `physarum bench --backend cpu`).
final class CPUBenchmarkTests: XCTestCase {
    func testBenchmarkReportsEveryRunAndItsMedian() throws {
        var params = PresetParams()
        params.agents = 5000
        let simulation = try CPUSimulation(fieldSize: 64, params: params, threads: 2)
        let result = CPUBenchmark.measure(simulation, steps: 4, warmup: 2, runs: 3)
        XCTAssertEqual(result.runMsPerStep.count, 3)
        XCTAssertEqual(result.msPerStep, result.runMsPerStep.sorted()[1])
        XCTAssertEqual(simulation.stepIndex, 2 + 3 * 4, "warm-up plus every timed run")
        XCTAssertEqual(result.threads, 2)
        XCTAssertTrue(CPUVectorISA.allCases.map(\.rawValue).contains(result.isa) && result.isa != "auto")
    }

    func testBenchRejectsMoreAgentsThanTheKernelTakes() throws {
        var options = Benchmark.Options()
        options.agents = CPUSimulation.maxAgents + 1
        XCTAssertThrowsError(try Benchmark.measureCPU(options, renderer: "test")) { error in
            XCTAssertEqual(error as? CPUSimulationError, .tooManyAgents(CPUSimulation.maxAgents + 1))
        }
    }
}
