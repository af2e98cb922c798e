import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Preset thumbnails from the CPU kernel: every built-in preset gives a picture that is neither
/// black nor blown out, its own, and the same every time (a cache key stands for one picture).
final class CPUThumbnailRendererTests: XCTestCase {
    private func builtinPresets() throws -> [Preset] {
        guard let data = DataDirectory.locate() else { throw XCTSkip("data directory not found") }
        let library = PresetLibrary(
            builtinDirectory: data.appendingPathComponent("presets"),
            userDirectory: FileManager.default.temporaryDirectory.appendingPathComponent("physarum-engine-tests-none"))
        return library.builtins
    }

    /// Mean brightness (0…255) over the RGB channels.
    private func meanLevel(_ image: ThumbnailImage) -> Double {
        var sum = 0
        for i in stride(from: 0, to: image.rgba.count, by: 4) {
            sum += Int(image.rgba[i]) + Int(image.rgba[i + 1]) + Int(image.rgba[i + 2])
        }
        return Double(sum) / Double(image.width * image.height * 3)
    }

    func testEveryBuiltinPresetGivesALivePicture() throws {
        let presets = try builtinPresets()
        XCTAssertGreaterThanOrEqual(presets.count, 18)
        let renderer = CPUThumbnailRenderer()
        var pictures: Set<[UInt8]> = []
        for preset in presets {
            let image = try renderer.renderThumbnail(preset.params)
            XCTAssertEqual([image.width, image.height], [PresetThumbnail.side, PresetThumbnail.side])
            XCTAssertTrue(stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 }, "opaque")
            let level = meanLevel(image)
            XCTAssertGreaterThan(level, 2, "\(preset.id) is not black")
            XCTAssertLessThan(level, 250, "\(preset.id) is not blown out")
            let distinct = Set(stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0 + 1] }).count
            XCTAssertGreaterThan(distinct, 8, "\(preset.id) has a pattern, not a flat colour")
            pictures.insert(image.rgba)
        }
        XCTAssertEqual(pictures.count, presets.count, "each preset its own picture")
    }

    func testSameParametersSamePicture() throws {
        let params = try XCTUnwrap(try builtinPresets().first).params
        let renderer = CPUThumbnailRenderer(side: 96, steps: 60)
        XCTAssertEqual(try renderer.renderThumbnail(params), try renderer.renderThumbnail(params))
    }

    /// The stored image holds colour / range: display colour is range × stored, clamped; rows flip.
    func testDisplayPixelsUndoTheImageRangeAndFlipRows() {
        let range = RendererShaderSource.imageRange
        let side = 2
        var field = [UInt8](repeating: 255, count: side * side * 4)
        field[0] = 10  // field row 0
        field[1] = 100
        field[2] = 200
        field[8] = 3  // field row 1
        let out = CPUThumbnailRenderer.displayPixels(field, side: side)
        XCTAssertEqual(out[8], UInt8((10 * range).rounded()), "field row 0 is the bottom row")
        XCTAssertEqual(out[9], UInt8(min(100 * range, 255)))
        XCTAssertEqual(out[10], 255, "clamped")
        XCTAssertEqual(out[0], UInt8((3 * range).rounded()), "field row 1 is the top row")
        XCTAssertEqual(out[11], 255, "opaque")
    }
}
