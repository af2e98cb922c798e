import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Strokes given to the engine (the window's, from a pointer with no GL context current) are
/// painted at the next frame, before its steps, in order, each reported with the step it was
/// painted at; a bad brush is refused at once and queues nothing. Both backends.
final class EnginePaintTests: XCTestCase {
    func testAStrokeIsPaintedAtTheNextFrame_cpu() throws { try strokeAtNextFrame(.cpu) }
    func testAStrokeIsPaintedAtTheNextFrame_gpu() throws { try strokeAtNextFrame(.gpu) }

    private func strokeAtNextFrame(_ backend: TestBackend) throws {
        _ = try TestGL.context()
        var params = PresetParams()
        params.agents = 5000
        let engine = try Engine(fieldSize: 128, backend: backend.engineChoice, params: params, seed: 2)
        defer { engine.release() }
        let image = try OffscreenImage(width: 64, height: 48)
        image.bind()
        var painted: [(step: Int, tool: PaintTool)] = []
        engine.onPainted = { step, capsule in painted.append((step, capsule.brush.tool)) }
        for _ in 0..<3 { try engine.frame(steps: 2, viewportWidth: 64, viewportHeight: 48) }

        let point = FieldPoint(x: 64, y: 64)
        try engine.paint(PaintCapsule(brush: PaintBrush(tool: .wall, radius: 4), from: point, to: point))
        try engine.paint(PaintCapsule(brush: PaintBrush(tool: .attract, radius: 6), from: point, to: point))
        XCTAssertTrue(painted.isEmpty, "nothing before the next frame")
        let tooLarge = PaintCapsule(brush: PaintBrush(tool: .wall, radius: 65), from: point, to: point)
        XCTAssertThrowsError(try engine.paint(tooLarge), "a radius beyond half the field")

        try engine.frame(steps: 2, viewportWidth: 64, viewportHeight: 48)
        XCTAssertEqual(painted.map(\.tool), [.wall, .attract], "both, in order; the bad one never")
        // The GPU steps on the frame thread (6 steps so far); the CPU pipeline has stepped one
        // batch ahead of the frame shown (8).
        XCTAssertEqual(Set(painted.map(\.step)), [backend == .gpu ? 6 : 8], "the steps run before the stroke")
        XCTAssertEqual(engine.backend.walls?[64 * 128 + 64], 1)
        XCTAssertGreaterThan(engine.backend.stimulus(species: 0)?[64 * 128 + 64] ?? 0, 0)
    }
}
