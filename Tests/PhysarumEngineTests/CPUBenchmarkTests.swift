import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The benchmark's shape (no timing assertions: numbers go to `physarum bench`).
final class CPUBenchmarkTests: XCTestCase {
    func testBenchmarkReportsEveryRunAndItsMedian() throws {
        let result = try CPUBenchmark.run(agents: 5000, field: 64, steps: 4, species: 2, threads: 2, warmup: 2, runs: 3)
        XCTAssertEqual(result.runMsPerStep.count, 3)
        XCTAssertEqual(result.msPerStep, result.runMsPerStep.sorted()[1])
        XCTAssertEqual(result.agentStepsPerSecond, 5000 / (result.msPerStep / 1000), accuracy: 1e-6)
        XCTAssertEqual(result.threads, 2)
        XCTAssertTrue(CPUVectorISA.allCases.map(\.rawValue).contains(result.isa) && result.isa != "auto")
    }

    func testBenchmarkRejectsBadArguments() {
        XCTAssertThrowsError(try CPUBenchmark.run(agents: 1000, field: 64, species: 0))
        XCTAssertThrowsError(try CPUBenchmark.run(agents: 0, field: 64))
        XCTAssertThrowsError(try CPUBenchmark.run(agents: 1000, field: 64, steps: 0))
        XCTAssertThrowsError(try CPUBenchmark.run(agents: 1000, field: 2))
    }

    /// The full-size benchmark, printed as JSON: `PHYSARUM_CPU_BENCH=1 swift test -c release --filter
    /// CPUBenchmarkTests/testPrintFullSizeBenchmark` (until `physarum bench --backend cpu` exists).
    func testPrintFullSizeBenchmark() throws {
        let environment = ProcessInfo.processInfo.environment
        guard environment["PHYSARUM_CPU_BENCH"] == "1" else {
            throw XCTSkip("a measurement, not a test: set PHYSARUM_CPU_BENCH=1 to run it")
        }
        let isa = CPUVectorISA(rawValue: environment["PHYSARUM_CPU_ISA"] ?? "auto") ?? .auto
        let threads = Int(environment["PHYSARUM_CPU_THREADS"] ?? "0") ?? 0
        let result = try CPUBenchmark.run(agents: 1_000_000, field: 1024, species: 3, threads: threads, isa: isa)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        print("CPU-BENCH " + String(decoding: try encoder.encode(result), as: UTF8.self))
        XCTAssertEqual(result.runMsPerStep.count, result.runs)
    }
}
