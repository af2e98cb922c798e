import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The off-diagonal sign decides whether two species mix or segregate.
///
/// Measure: the Pearson correlation of the two species' coarse density maps (trail summed over
/// 8×8-cell blocks). Mixing species share blocks (correlation near +1); avoiding species fill
/// different blocks (near zero or negative).
final class MatrixSignTests: XCTestCase {
    private let side = 128
    private let block = 8

    private func coarseCorrelation(offDiagonal: Double) throws -> Double {
        _ = try TestGL.context()
        var params = PresetParams()
        params.agents = 30_000
        params.species[2].population = 0
        params.matrix = [[1, offDiagonal, 0], [offDiagonal, 1, 0], [0, 0, 1]]
        let sim = try GPUSimulation(fieldSize: side, params: params, seed: 21)
        sim.step(count: 300)
        let trail = sim.readTrail()
        let blocks = side / block
        var a = [Double](repeating: 0, count: blocks * blocks), b = a
        for y in 0..<side {
            for x in 0..<side {
                let index = (y / block) * blocks + x / block
                a[index] += Double(trail[(y * side + x) * 3])
                b[index] += Double(trail[(y * side + x) * 3 + 1])
            }
        }
        return Self.pearson(a, b)
    }

    static func pearson(_ a: [Double], _ b: [Double]) -> Double {
        let n = Double(a.count)
        let ma = a.reduce(0, +) / n, mb = b.reduce(0, +) / n
        var cov = 0.0, va = 0.0, vb = 0.0
        for i in 0..<a.count {
            cov += (a[i] - ma) * (b[i] - mb)
            va += (a[i] - ma) * (a[i] - ma)
            vb += (b[i] - mb) * (b[i] - mb)
        }
        return cov / max((va * vb).squareRoot(), 1e-12)
    }

    func testAttractingSpeciesMixRepellingSpeciesSegregate() throws {
        let attracting = try coarseCorrelation(offDiagonal: 1)
        let repelling = try coarseCorrelation(offDiagonal: -1)
        print("coarse correlation: attracting \(attracting), repelling \(repelling)")
        XCTAssertGreaterThan(attracting, 0.5, "attracting species should share space")
        XCTAssertLessThan(repelling, 0.2, "repelling species should avoid each other")
        XCTAssertGreaterThan(attracting - repelling, 0.4)
    }
}
