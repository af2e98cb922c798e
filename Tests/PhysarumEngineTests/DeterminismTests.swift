import XCTest

@testable import PhysarumCore
@testable import PhysarumEngine

/// Counter-based randomness and race-free passes: a seed fixes the picture.
final class DeterminismTests: XCTestCase {
    private func png(_ backend: TestBackend, seed: UInt64) throws -> [UInt8] {
        _ = try TestGL.context()
        var params = PresetParams()
        params.agents = 20_000
        params.chaosInterval = 20  // exercise the random kicks too
        params.rhythm = 0.5
        params.headGlow = 1
        let engine = try Engine(fieldSize: 128, backend: backend.engineChoice, params: params, seed: seed)
        defer { engine.release() }
        return try RenderJob.renderPNG(engine: engine, steps: 120, width: 160, height: 120)
    }

    func testSameSeedGivesIdenticalPNG_gpu() throws { try sameSeedGivesIdenticalPNG(.gpu) }
    func testSameSeedGivesIdenticalPNG_cpu() throws { try sameSeedGivesIdenticalPNG(.cpu) }
    func testDifferentSeedGivesDifferentPNG_gpu() throws { try differentSeedGivesDifferentPNG(.gpu) }
    func testDifferentSeedGivesDifferentPNG_cpu() throws { try differentSeedGivesDifferentPNG(.cpu) }

    private func sameSeedGivesIdenticalPNG(_ backend: TestBackend) throws {
        XCTAssertEqual(try png(backend, seed: 5), try png(backend, seed: 5))
    }

    private func differentSeedGivesDifferentPNG(_ backend: TestBackend) throws {
        XCTAssertNotEqual(try png(backend, seed: 5), try png(backend, seed: 6))
    }
}
