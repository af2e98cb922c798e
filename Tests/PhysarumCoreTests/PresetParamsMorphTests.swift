import XCTest

@testable import PhysarumCore

final class PresetParamsMorphTests: XCTestCase {
    private let a: PresetParams = {
        var p = PresetParams()
        p.agents = 200_000
        p.decay = 0.6
        p.diffusion = 1
        p.matrix[0][1] = -2
        p.spawnPattern = .disk
        p.blendMode = .additive
        p.colors[1] = RGBColor(hex: "#101010")!
        return p
    }()
    private let b: PresetParams = {
        var p = PresetParams()
        p.agents = 500_001
        p.decay = 0.99
        p.diffusion = 4
        p.matrix[0][1] = 2
        p.spawnPattern = .burst
        p.blendMode = .dominant
        p.colors[1] = RGBColor(hex: "#f0f0f0")!
        return p
    }()

    func testEndsAreExact() {
        XCTAssertEqual(PresetParams.morph(from: a, to: b, t: 0), a)
        XCTAssertEqual(PresetParams.morph(from: a, to: b, t: 1), b)
    }

    func testTIsClamped() {
        let rows: [(t: Double, expected: PresetParams, why: String)] = [
            (-3, a, "below 0 → from"), (7, b, "above 1 → to"), (.nan, a, "NaN → from"), (.infinity, b, "∞ → to"),
        ]
        for row in rows { XCTAssertEqual(PresetParams.morph(from: a, to: b, t: row.t), row.expected, row.why) }
    }

    func testScalarsInterpolateAndIntegersRound() {
        let mid = PresetParams.morph(from: a, to: b, t: 0.3)
        XCTAssertEqual(mid.decay, 0.6 * 0.7 + 0.99 * 0.3, accuracy: 1e-12)
        XCTAssertEqual(mid.matrix[0][1], -2 * 0.7 + 2 * 0.3, accuracy: 1e-12)
        XCTAssertEqual(mid.diffusion, 2, "1·0.7 + 4·0.3 = 1.9 rounds to 2")
        XCTAssertEqual(mid.agents, 290_000, "200000·0.7 + 500001·0.3 = 290000.3 rounds")
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let p = PresetParams.morph(from: a, to: b, t: t)
            XCTAssertNil(PresetValidator.problem(in: p), "t = \(t)")
        }
    }

    func testNonScalarsSwitchAtTheMidpoint() {
        let rows: [(t: Double, fromSide: Bool)] = [(0.2, true), (0.4999, true), (0.5, false), (0.8, false)]
        for row in rows {
            let p = PresetParams.morph(from: a, to: b, t: row.t)
            let source = row.fromSide ? a : b
            XCTAssertEqual(p.spawnPattern, source.spawnPattern, "t = \(row.t)")
            XCTAssertEqual(p.blendMode, source.blendMode, "t = \(row.t)")
            XCTAssertEqual(p.colors, source.colors, "t = \(row.t)")
        }
    }
}
