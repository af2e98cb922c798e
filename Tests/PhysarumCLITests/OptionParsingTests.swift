import PhysarumCore
import PhysarumEngine
import XCTest

@testable import PhysarumCLI

/// Bad command lines give clear errors; good ones parse to the documented defaults.
final class OptionParsingTests: XCTestCase {
    private func render(_ arguments: [String]) throws -> RenderJob.Options {
        try RenderJob.Options(ArgumentScanner(options: RenderJob.Options.specs).scan(arguments))
    }

    private func bench(_ arguments: [String]) throws -> Benchmark.Options {
        try Benchmark.Options(ArgumentScanner(options: Benchmark.Options.specs).scan(arguments))
    }

    func testRenderOptionsParseAndDefault() throws {
        let options = try render([
            "--preset", "lace", "--size", "640x480", "--field", "1024", "--seed", "9", "-o", "x.png",
        ])
        XCTAssertEqual(options.presetID, "lace")
        XCTAssertEqual(options.width, 640)
        XCTAssertEqual(options.height, 480)
        XCTAssertEqual(options.fieldSize, 1024)
        XCTAssertEqual(options.seed, 9)
        XCTAssertEqual(options.steps, 300)
        XCTAssertEqual(options.outputPath, "x.png")
        XCTAssertEqual(options.backend, .automatic)
        XCTAssertEqual(try render(["--preset", "a", "-o", "x.png", "--backend", "cpu"]).backend, .cpu)
        XCTAssertEqual(try render(["--preset", "a", "-o", "x.png", "--backend", "gpu"]).backend, .gpu)
    }

    func testRenderRejectsBadInput() {
        let rows: [([String], String)] = [
            (["-o", "x.png"], "'--preset' needs a value"),
            (["--preset", "a"], "'--output' needs a value"),
            (["--preset", "a", "-o", "x.png", "--size", "12by4"], "WIDTHxHEIGHT"),
            (["--preset", "a", "-o", "x.png", "--size", "0x10"], "WIDTHxHEIGHT"),
            (["--preset", "a", "-o", "x.png", "--steps", "-3"], "'--steps'"),
            (["--preset", "a", "-o", "x.png", "--field", "722"], "multiple of 4"),
            (["--preset", "a", "-o", "x.png", "--seed", "abc"], "'--seed'"),
            (["--preset", "a", "-o", "x.png", "--colour", "red"], "unknown option"),
            (["--preset"], "needs a value"),
            (["--preset", "a", "-o", "x.png", "--backend", "metal"], "one of auto, gpu, cpu"),
        ]
        for (arguments, fragment) in rows {
            XCTAssertThrowsError(try render(arguments), "\(arguments)") { error in
                let message = (error as? ArgumentError)?.message ?? "\(error)"
                XCTAssert(message.contains(fragment), "\(arguments): \(message)")
            }
        }
    }

    func testBenchOptions() throws {
        let options = try bench(["--agents", "5000", "--species", "1", "--json"])
        XCTAssertEqual(options.agents, 5000)
        XCTAssertEqual(options.species, 1)
        XCTAssertEqual(options.fieldSize, 1024)
        XCTAssertTrue(options.json)
        XCTAssertEqual(options.backend, .automatic)
        let cpu = try bench(["--backend", "cpu", "--threads", "1", "--isa", "portable"])
        XCTAssertEqual([cpu.backend], [.cpu])
        XCTAssertEqual(cpu.threads, 1)
        XCTAssertEqual(cpu.isa, .portable)
        XCTAssertThrowsError(try bench(["--species", "2"]))
        XCTAssertThrowsError(try bench(["--agents", "0"]))
        XCTAssertThrowsError(try bench(["--backend", "auto-ish"]))
        XCTAssertThrowsError(try bench(["--isa", "neon9"]))
        XCTAssertThrowsError(try bench(["--threads", "-1"]))
    }

    private func windowBench(_ arguments: [String]) throws -> WindowBenchOptions {
        let specs = Benchmark.Options.specs + WindowBenchOptions.specs
        return try WindowBenchOptions(ArgumentScanner(options: specs).scan(arguments))
    }

    func testWindowBenchOptions() throws {
        let defaults = try windowBench(["--window"])
        XCTAssertEqual(defaults.seconds, 5)
        XCTAssertEqual([defaults.width, defaults.height], [1280, 800])
        XCTAssertNil(defaults.agents, "the preset's agents unless --agents")
        let set = try windowBench([
            "--window", "--agents", "1000000", "--size", "1920x1080", "--seconds", "2", "--json",
        ])
        XCTAssertEqual(set.agents, 1_000_000)
        XCTAssertEqual([set.width, set.height], [1920, 1080])
        XCTAssertEqual(set.seconds, 2)
        XCTAssertTrue(set.json)
        XCTAssertFalse(defaults.record || defaults.output, "extra measurements only when asked")
        let extras = try windowBench(["--window", "--record", "--output"])
        XCTAssertTrue(extras.record)
        XCTAssertTrue(extras.output)
        // Thresholds, both sides.
        XCTAssertThrowsError(try windowBench(["--window", "--seconds", "0.09"]))
        XCTAssertEqual(try windowBench(["--window", "--seconds", "0.1"]).seconds, 0.1)
        XCTAssertThrowsError(try windowBench(["--window", "--agents", "0"]))
        XCTAssertEqual(try windowBench(["--window", "--agents", "1"]).agents, 1)
        XCTAssertThrowsError(try windowBench(["--window", "--size", "0x800"]))
        XCTAssertThrowsError(try windowBench(["--window", "--size", "8193x800"]))
        XCTAssertEqual(try windowBench(["--window", "--size", "8192x1"]).width, 8192)
        XCTAssertThrowsError(try windowBench(["--window", "--size", "1280"]))
    }
}
