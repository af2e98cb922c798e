import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// `physarum bench`'s measurements and its contract with scripts; context requirements.
final class BenchmarkTests: XCTestCase {
    /// The JSON keys are a contract with scripts: exactly these (+ isa and threads on the CPU).
    func testBenchJSONKeys() throws {
        var result = Benchmark.Result(
            agents: 1, field: 16, steps: 2, agentStepsPerSecond: 3, msPerStep: 4,
            passes: .init(agents: 5, field: 6, render: 7), renderer: "r", backend: "gpu", backendReason: "gpu requested"
        )
        let common: Set<String> = [
            "agents", "field", "steps", "agentStepsPerSecond", "msPerStep", "passes", "renderer", "setup", "backend",
            "backendReason", "painted",
        ]
        func keys(_ result: Benchmark.Result) throws -> [String: Any] {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try result.json().utf8)) as? [String: Any])
        }
        XCTAssertEqual(Set(try keys(result).keys), common)
        XCTAssertEqual(try keys(result)["painted"] as? Bool, false, "--paint not given")
        result.painted = true
        XCTAssertEqual(try keys(result)["painted"] as? Bool, true)
        XCTAssertEqual(Set((try keys(result)["passes"] as? [String: Any] ?? [:]).keys), ["agents", "field", "render"])
        result.isa = "portable"
        result.threads = 2
        XCTAssertEqual(Set(try keys(result).keys), common.union(["isa", "threads"]))
    }

    /// A context below 4.3 is refused with what was found.
    func testOldContextErrorSaysWhatWasFound() {
        let old = GLContextInfo(
            major: 3, minor: 3, renderer: "TestGPU", versionString: "3.3 (Core Profile)", isCoreProfile: true)
        XCTAssertThrowsError(try old.requireGPUSimulation()) { error in
            let text = "\(error)"
            XCTAssert(text.contains("3.3") && text.contains("TestGPU") && text.contains("4.3"), text)
        }
        XCTAssertNoThrow(try old.requireRenderer())
        let ancient = GLContextInfo(major: 2, minor: 1, renderer: "Old", versionString: "2.1", isCoreProfile: false)
        XCTAssertThrowsError(try ancient.requireRenderer())
    }

    func testBenchmarkMeasuresEveryPass_gpu() throws { try benchmarkMeasuresEveryPass(.gpu) }
    func testBenchmarkMeasuresEveryPass_cpu() throws { try benchmarkMeasuresEveryPass(.cpu) }

    /// A benchmark small enough for a unit test.
    private func tinyBench(_ backend: Engine.BackendChoice) -> Benchmark.Options {
        var options = Benchmark.Options()
        options.agents = 5000
        options.fieldSize = 64
        options.steps = 4
        options.warmupSteps = 2
        options.renderFrames = 1
        options.viewport = (64, 48)
        options.backend = backend
        return options
    }

    private func benchmarkMeasuresEveryPass(_ backend: TestBackend) throws {
        let info = try TestGL.context().info
        let result = try Benchmark.measure(tinyBench(backend.engineChoice), in: info)
        XCTAssertEqual(result.agents, 5000)
        XCTAssertEqual(result.backend, backend.rawValue)
        XCTAssertEqual(result.threads != nil, backend == .cpu, "threads and isa only on the CPU")
        XCTAssertGreaterThan(result.agentStepsPerSecond, 0)
        XCTAssertGreaterThan(result.passes.agents, 0)
        XCTAssertGreaterThan(result.passes.render, 0)
    }

    /// `bench` under `auto` on the test machine's llvmpipe runs the CPU and says why.
    func testBenchAutoPicksTheCPUOnASoftwareRendererAndSaysSo() throws {
        let info = try TestGL.context().info
        guard info.isSoftwareRenderer else {
            throw XCTSkip("GL renderer '\(info.renderer)' is hardware: auto picks the GPU there")
        }
        let result = try Benchmark.measure(tinyBench(.automatic), in: info)  // `run` minus a second context
        XCTAssertEqual(result.backend, "cpu")
        XCTAssertTrue(result.backendReason.contains("software renderer"), result.backendReason)
        XCTAssertTrue(result.text.hasPrefix("backend cpu (auto: "), result.text)
        XCTAssertNotNil(result.isa)
    }
}
