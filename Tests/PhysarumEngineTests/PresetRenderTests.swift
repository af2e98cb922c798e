import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Every built-in preset renders alive: neither black nor blown out after a few hundred steps.
final class PresetRenderTests: XCTestCase {
    /// Half the standard field with a quarter of the agents keeps each preset's density.
    private static let fieldSize = 360
    private static let agentScale = 0.25
    private static let steps = 250

    private func statistics(_ params: PresetParams) throws -> ImageStatistics {
        _ = try TestGL.context()
        var scaled = params
        scaled.agents = max(Int(Double(params.agents) * Self.agentScale), 1000)
        let engine = try Engine(fieldSize: Self.fieldSize, backend: .gpu, params: scaled, seed: 1)
        defer { engine.release() }
        let image = try OffscreenImage(width: 240, height: 180)
        image.bind()
        try engine.frame(steps: Self.steps, viewportWidth: 240, viewportHeight: 180)
        return ImageStatistics(rgb: image.readRGB())
    }

    func testDefaultParametersRenderAlive() throws {
        let stats = try statistics(PresetParams())
        XCTAssertNil(stats.problem)
    }

    func testEveryBuiltinPresetRendersAlive() throws {
        for preset in try BuiltinPresets.load() {
            let stats = try statistics(preset.params)
            XCTAssertNil(stats.problem, "preset \(preset.id)")
        }
    }

    func testStatisticsFlagBlackAndWhiteImages() {
        XCTAssertNotNil(ImageStatistics(rgb: [UInt8](repeating: 0, count: 300)).problem)
        XCTAssertNotNil(ImageStatistics(rgb: [UInt8](repeating: 255, count: 300)).problem)
        XCTAssertNil(ImageStatistics(rgb: (0..<300).map { UInt8(($0 / 3) % 2 == 0 ? 200 : 10) }).problem)
    }
}
