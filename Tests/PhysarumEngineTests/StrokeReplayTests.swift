import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// A stroke log replayed headless (`render --strokes`): the same seed, preset and log give the
/// same picture on the CPU backend, and the strokes show in it.
final class StrokeReplayTests: XCTestCase {
    private var log: StrokeLog {
        StrokeLog(samples: [
            StrokeLog.Sample(step: 10, stroke: 1, tool: .wall, phase: .begin, x: 0.2, y: 0.2, size: 0.03),
            StrokeLog.Sample(step: 11, stroke: 1, tool: .wall, phase: .move, x: 0.8, y: 0.8, size: 0.03),
            StrokeLog.Sample(step: 12, stroke: 1, tool: .wall, phase: .end, x: 0.8, y: 0.2, size: 0.03),
            StrokeLog.Sample(
                step: 40, stroke: 2, tool: .attract, phase: .begin, x: 0.5, y: 0.3, size: 0.05, strength: 30),
        ])
    }

    private func render(_ strokes: StrokeLog?) throws -> [UInt8] {
        _ = try TestGL.context()
        var options = RenderJob.Options(presetID: "test", outputPath: "")
        options.steps = 120
        options.width = 160
        options.height = 120
        options.fieldSize = 128
        options.backend = .cpu
        options.strokes = strokes
        var params = PresetParams()
        params.agents = 20_000
        return try RenderJob.renderPNG(params: params, options: options).png
    }

    func testTheSameLogGivesTheSamePictureAndTheStrokesShow() throws {
        let first = try render(log), second = try render(log), plain = try render(nil)
        XCTAssertEqual(first, second, "replayed twice: the same bytes")
        XCTAssertNotEqual(first, plain, "the strokes change the picture")
    }

    /// Strokes past the last step are not painted: the picture is the unpainted one.
    func testStrokesAfterTheLastStepAreLeftOut() throws {
        var late = log
        for i in late.samples.indices { late.samples[i].step += 1000 }
        XCTAssertEqual(try render(late), try render(nil))
    }
}
