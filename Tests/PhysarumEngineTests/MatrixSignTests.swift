import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The off-diagonal sign decides whether two species mix or segregate.
///
/// Measure: the Pearson correlation of the two species' coarse density maps (trail summed over
/// 16×16 blocks of 8×8 cells). Mixing species share blocks (correlation near +1); avoiding species fill
/// different blocks (near zero or negative).
final class MatrixSignTests: XCTestCase {
    private let side = 128

    private func coarseCorrelation(_ backend: TestBackend, offDiagonal: Double) throws -> Double {
        var params = PresetParams()
        params.agents = 30_000
        params.species[2].population = 0
        params.matrix = [[1, offDiagonal, 0], [offDiagonal, 1, 0], [0, 0, 1]]
        let sim = try backend.make(fieldSize: side, params: params, seed: 21)
        sim.step(count: 300)
        let trail = sim.readTrail()
        return FieldStatistics.correlation(
            FieldStatistics.densityMap(trail, fieldSize: side, species: 0),
            FieldStatistics.densityMap(trail, fieldSize: side, species: 1))
    }

    func testAttractingSpeciesMixRepellingSpeciesSegregate_gpu() throws { try attractingMixRepellingSegregate(.gpu) }
    func testAttractingSpeciesMixRepellingSpeciesSegregate_cpu() throws { try attractingMixRepellingSegregate(.cpu) }

    private func attractingMixRepellingSegregate(_ backend: TestBackend) throws {
        let attracting = try coarseCorrelation(backend, offDiagonal: 1)
        let repelling = try coarseCorrelation(backend, offDiagonal: -1)
        print("\(backend) coarse correlation: attracting \(attracting), repelling \(repelling)")
        XCTAssertGreaterThan(attracting, 0.5, "attracting species should share space")
        XCTAssertLessThan(repelling, 0.2, "repelling species should avoid each other")
        XCTAssertGreaterThan(attracting - repelling, 0.4)
    }
}
