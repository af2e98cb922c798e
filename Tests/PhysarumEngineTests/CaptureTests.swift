import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Snapshots and window recording draw the frame on screen again at another size through the
/// renderer's one viewport pass (`Renderer.redrawLast`), on both paths: the GPU backend's float
/// field and the CPU backend's image (`CPUFieldImage`). What they give must be what a frame drawn
/// at that size shows.
final class CaptureTests: XCTestCase {
    private static let fieldSize = 256
    private static let steps = 40
    private static let small = (width: 160, height: 100)
    private static let large = (width: 480, height: 300)

    func testCaptureAtAnotherSizeMatchesAFrameDrawnAtThatSize_gpu() throws { try captureMatchesFrame(.gpu) }
    func testCaptureAtAnotherSizeMatchesAFrameDrawnAtThatSize_cpu() throws { try captureMatchesFrame(.cpu) }
    func testCaptureBeforeTheFirstFrameFails_gpu() throws { try captureBeforeFrameFails(.gpu) }
    func testCaptureBeforeTheFirstFrameFails_cpu() throws { try captureBeforeFrameFails(.cpu) }
    func testRecordingReadbackAtTheClipSizeIsTheCapture_gpu() throws { try readbackIsCapture(.gpu) }
    func testRecordingReadbackAtTheClipSizeIsTheCapture_cpu() throws { try readbackIsCapture(.cpu) }

    /// Bloom, saturation, contrast, a kaleidoscope and a vignette: every viewport-pass setting on.
    private static var params: PresetParams {
        var params = PresetParams()
        params.agents = 20_000
        params.feedback = 0
        params.bloom = 0.6
        params.saturation = 1.3
        params.contrast = 1.2
        params.kaleidoscope = 3
        params.vignette = 0.4
        return params
    }

    private func engine(_ backend: TestBackend) throws -> Engine {
        _ = try TestGL.context()
        return try Engine(fieldSize: Self.fieldSize, backend: backend.engineChoice, params: Self.params, seed: 7)
    }

    /// A frame drawn at `width × height` after `steps` steps, read back.
    private func frame(_ engine: Engine, steps: Int, width: Int, height: Int) throws -> [UInt8] {
        let image = try OffscreenImage(width: width, height: height)
        image.bind()
        try engine.frame(steps: steps, viewportWidth: width, viewportHeight: height)
        return image.readRGB()
    }

    private func captureMatchesFrame(_ backend: TestBackend) throws {
        let shown = try engine(backend)
        defer { shown.release() }
        _ = try frame(shown, steps: Self.steps, width: Self.small.width, height: Self.small.height)
        let captured = try shown.capture(width: Self.large.width, height: Self.large.height)

        let direct = try engine(backend)
        defer { direct.release() }
        let expected = try frame(direct, steps: Self.steps, width: Self.large.width, height: Self.large.height)

        XCTAssertEqual([captured.width, captured.height], [Self.large.width, Self.large.height])
        let stats = ImageStatistics(rgb: captured.rgb)
        XCTAssertNil(stats.problem, "\(backend): the capture shows the simulation (not black)")
        // Same state, same context, same passes: identical bytes.
        XCTAssertEqual(captured.rgb, expected, "\(backend): the capture is the frame drawn at that size")
        // And not any picture: eight more steps differ.
        let later = try frame(direct, steps: 8, width: Self.large.width, height: Self.large.height)
        XCTAssertNotEqual(captured.rgb, later, "\(backend): a later state gives another picture")
    }

    private func captureBeforeFrameFails(_ backend: TestBackend) throws {
        let engine = try engine(backend)
        defer { engine.release() }
        XCTAssertThrowsError(try engine.capture(width: 64, height: 64)) {
            XCTAssertEqual($0 as? EngineError, .noFrameYet)
        }
        _ = try frame(engine, steps: 1, width: 32, height: 32)
        XCTAssertNoThrow(try engine.capture(width: 64, height: 64))
    }

    /// The window's recording: a frame drawn at the window's size, then read back at the clip's
    /// (the window was resized while recording), is the capture at the clip's size.
    private func readbackIsCapture(_ backend: TestBackend) throws {
        _ = try TestGL.context()
        let player = SimulationPlayerEngine(backend: backend.engineChoice)
        var params = Self.params
        params.agents = 200_000  // the player's field is the standard one, 720²
        try player.realize(params: params)
        defer { player.unrealize() }
        let window = try OffscreenImage(width: Self.small.width, height: Self.small.height)
        window.bind()
        try player.frame(width: Self.small.width, height: Self.small.height, steps: Self.steps)
        player.queueReadback(width: Self.large.width, height: Self.large.height)
        var rgba: [UInt8] = []
        XCTAssertTrue(
            player.takeReadback { bytes, width, height in
                XCTAssertEqual([width, height], [Self.large.width, Self.large.height])
                rgba = Array(bytes)
            })
        let captured = try player.capture(width: Self.large.width, height: Self.large.height)
        XCTAssertEqual(Self.topDownRGB(rgba, width: Self.large.width, height: Self.large.height), captured.rgb)
        XCTAssertNil(ImageStatistics(rgb: captured.rgb).problem, "\(backend): not black")
    }

    private static func topDownRGB(_ rgba: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard rgba.count == width * height * 4 else { return [] }
        var rgb: [UInt8] = []
        rgb.reserveCapacity(width * height * 3)
        for y in (0..<height).reversed() {
            for x in 0..<width {
                let p = (y * width + x) * 4
                rgb += rgba[p..<p + 3]
            }
        }
        return rgb
    }
}
