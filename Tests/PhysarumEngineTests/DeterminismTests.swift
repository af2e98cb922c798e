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

    func testCounterRandomIsAPureFunctionOfItsInputs() {
        let key = CounterRandom.seedKey(42)
        let a = CounterRandom.bits(seedKey: key, index: 7, step: 3, purpose: .turnSign)
        XCTAssertEqual(a, CounterRandom.bits(seedKey: key, index: 7, step: 3, purpose: .turnSign))
        XCTAssertNotEqual(a, CounterRandom.bits(seedKey: key, index: 8, step: 3, purpose: .turnSign))
        XCTAssertNotEqual(a, CounterRandom.bits(seedKey: key, index: 7, step: 4, purpose: .turnSign))
        XCTAssertNotEqual(a, CounterRandom.bits(seedKey: key, index: 7, step: 3, purpose: .chaosKick))
        XCTAssertNotEqual(key, CounterRandom.seedKey(43))
        let units = (0..<10_000).map { CounterRandom.unit(seedKey: key, index: UInt32($0), step: 0, purpose: .spawnX) }
        XCTAssert(units.allSatisfy { (0..<1).contains($0) })
        XCTAssertEqual(units.reduce(0, +) / 10_000, 0.5, accuracy: 0.02)
    }
}
