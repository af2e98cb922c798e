import CEpoxy
import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The CPU backend's viewport picture (`sim_viewport_compose` + a blit, `CPUViewportPicture`)
/// against the GL viewport pass it stands in for (`Renderer.renderImage`), from the same field
/// image; and which frames the engine draws which way.
///
/// Tolerance: both filter the same 8-bit texels bilinearly, but llvmpipe quantises its filter
/// weights (8-bit fixed point) where the C code uses floats, and the image stores colour / 2, so
/// the × 2 doubles that rounding: a channel may move by up to 2 steps, 3 at a rounding tie, and
/// about every other channel by one (measured over every preset and size below: means
/// 0.03–0.53, largest 3). So: no channel more than 3 steps apart and a mean under one step. A wrong
/// crop (one texel off), a missing vignette or a flipped row order each give tens of steps over
/// whole regions.
final class CPUViewportPictureTests: XCTestCase {
    private static let fieldSize = 360

    /// A field image of `preset` after some steps, composed as the window's worker does.
    private func fieldImage(_ preset: PresetParams) throws -> CPUFrameImage {
        var params = preset
        params.agents = max(params.agents / 4, 1000)
        let simulation = try CPUSimulation(fieldSize: Self.fieldSize, params: params, seed: 1)
        defer { simulation.release() }
        let composer = try CPUFieldImage(fieldSize: Self.fieldSize)
        let picture = CPUFrameImage(fieldSize: Self.fieldSize)
        simulation.step(count: 150)
        composer.compose(simulation, look: CPUImageLook(params: params, effects: .all), into: picture)
        return picture
    }

    /// `picture` at `width × height` with `vignette`, by the GL pass and by the C picture's blit.
    private func drawBothWays(
        _ picture: CPUFrameImage, vignette: Double, width: Int, height: Int
    ) throws -> (gl: [UInt8], copied: [UInt8]) {
        _ = try TestGL.context()
        var params = PresetParams()
        params.vignette = vignette
        params.kaleidoscope = 0
        let renderer = try Renderer()
        let texture = CPUImageTexture(fieldSize: picture.fieldSize)
        let viewport = CPUViewportPicture()
        defer {
            viewport.release()
            texture.release()
            renderer.release()
        }
        let glImage = try OffscreenImage(width: width, height: height)
        glImage.bind()
        try renderer.renderImage(
            texture.show(picture), params: params, viewportWidth: width, viewportHeight: height)
        let copied = try OffscreenImage(width: width, height: height)
        copied.bind()
        try viewport.draw(picture, CPUViewportRequest(width: width, height: height, vignette: Float(vignette)))
        return (glImage.readRGB(), copied.readRGB())
    }

    private func difference(_ a: [UInt8], _ b: [UInt8]) -> (mean: Double, max: Int) {
        var total = 0
        var largest = 0
        for i in a.indices {
            let d = abs(Int(a[i]) - Int(b[i]))
            total += d
            largest = max(largest, d)
        }
        return (Double(total) / Double(max(a.count, 1)), largest)
    }

    private func assertSamePicture(
        _ pair: (gl: [UInt8], copied: [UInt8]), _ what: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let d = difference(pair.gl, pair.copied)
        XCTAssertLessThanOrEqual(d.max, 3, "\(what): largest channel difference", file: file, line: line)
        XCTAssertLessThan(d.mean, 1, "\(what): mean difference", file: file, line: line)
        print(String(format: "viewport picture vs GL %@: mean %.3f, max %d", what, d.mean, d.max))
    }

    /// Every built-in preset, with its own vignette, at a landscape, portrait and square viewport,
    /// one smaller than the field (the filter then skips texels, as GL's does without mipmaps)
    /// and odd sizes (the crop's centre between pixels).
    func testEveryPresetMatchesTheGLViewportPass() throws {
        for preset in try BuiltinPresets.load() {
            let picture = try fieldImage(preset.params)
            for (width, height) in [(481, 300), (300, 481), (333, 333), (200, 121)] {
                assertSamePicture(
                    try drawBothWays(picture, vignette: preset.params.vignette, width: width, height: height),
                    "\(preset.id) \(width)×\(height) vignette \(preset.params.vignette)")
            }
        }
    }

    /// The vignette's whole range, on one picture: off, the presets' usual, full.
    func testVignetteMatchesOverItsRange() throws {
        let presets = try BuiltinPresets.load()
        let picture = try fieldImage(try XCTUnwrap(presets.first).params)
        for vignette in [0, 0.3, 1] {
            assertSamePicture(
                try drawBothWays(picture, vignette: vignette, width: 480, height: 270), "vignette \(vignette)")
        }
    }

    // MARK: - Which frames the engine copies

    private static let viewport = (width: 320, height: 200)

    private func cpuEngine(kaleidoscope: Int) throws -> Engine {
        _ = try TestGL.context()
        return try Engine(fieldSize: 256, backend: .cpu, params: Self.params(kaleidoscope: kaleidoscope), seed: 7)
    }

    private static func params(kaleidoscope: Int, vignette: Double = 0.4) -> PresetParams {
        var params = PresetParams()
        params.agents = 20_000
        params.kaleidoscope = kaleidoscope
        params.vignette = vignette
        return params
    }

    private func frame(
        _ engine: Engine, steps: Int, width: Int = viewport.width, height: Int = viewport.height, last: Bool = false
    ) throws -> [UInt8] {
        let image = try OffscreenImage(width: width, height: height)
        image.bind()
        try engine.frame(steps: steps, viewportWidth: width, viewportHeight: height, last: last)
        return image.readRGB()
    }

    /// The GL viewport pass over the same picture: `capture` draws the last frame again with it.
    private func glPass(_ engine: Engine) throws -> [UInt8] {
        try engine.capture(width: Self.viewport.width, height: Self.viewport.height).rgb
    }

    /// Without the kaleidoscope a CPU frame is the copied picture (not the GL pass's bytes) and
    /// looks as the GL pass does: the first composed on the frame thread (nothing was computed
    /// ahead), the next ones made ahead on the worker and only uploaded.
    func testFramesWithoutTheKaleidoscopeAreCopied() throws {
        let engine = try cpuEngine(kaleidoscope: 0)
        defer { engine.release() }
        for frameIndex in 1...3 {
            let shown = try frame(engine, steps: 10)
            XCTAssertEqual(engine.viewportPicture?.composes, 1, "frame \(frameIndex): only the first composed here")
            XCTAssertEqual(engine.viewportPicture?.uploads, frameIndex, "frame \(frameIndex): a new picture")
            let drawn = try glPass(engine)
            XCTAssertNil(ImageStatistics(rgb: shown).problem, "the copied frame shows the simulation")
            XCTAssertTrue(shown != drawn, "copied, not drawn by the GL pass")
            assertSamePicture((drawn, shown), "engine frame \(frameIndex)")
        }
    }

    /// The worker's picture (`makeViewport`) is the bytes the frame thread composes.
    func testThePictureMadeAheadIsThePictureComposedHere() throws {
        let picture = try fieldImage(PresetParams())
        let request = CPUViewportRequest(width: 301, height: 187, vignette: 0.4)
        picture.makeViewport(request)
        let made = try XCTUnwrap(picture.viewport)
        XCTAssertEqual(made.request, request)
        XCTAssertEqual(made.version, picture.version)
        var composed = [UInt8](repeating: 0, count: 301 * 187 * 4)
        XCTAssertTrue(CPUViewportPicture.compose(picture, request, into: &composed))
        XCTAssertEqual(Array(made.pixels), composed)
    }

    /// With the kaleidoscope on the GL pass folds the frame; switching it off copies the next
    /// frame, on again draws it: each direction.
    func testTheKaleidoscopeTakesTheGLPassBothWays() throws {
        let engine = try cpuEngine(kaleidoscope: 4)
        defer { engine.release() }
        let folded = try frame(engine, steps: 30)
        XCTAssertEqual(engine.viewportPicture?.composes, 0, "nothing composed for a folded frame")
        XCTAssertTrue(try folded == glPass(engine), "the folded frame is the GL pass's")

        engine.apply(Self.params(kaleidoscope: 0))
        let plain = try frame(engine, steps: 1)
        XCTAssertEqual(engine.viewportPicture?.composes, 1, "kaleidoscope off: copied")
        XCTAssertTrue(try plain != glPass(engine), "copied, not drawn by the GL pass")

        engine.apply(Self.params(kaleidoscope: 4))
        let foldedAgain = try frame(engine, steps: 1)
        XCTAssertEqual(engine.viewportPicture?.composes, 1, "kaleidoscope on again: drawn")
        XCTAssertTrue(try foldedAgain == glPass(engine), "drawn by the GL pass")

        engine.renderer.enabledEffects.remove(.kaleidoscope)
        _ = try frame(engine, steps: 1)
        XCTAssertEqual(engine.viewportPicture?.composes, 2, "the kaleidoscope switched off as an effect: copied")
    }

    /// A last frame (`physarum render`'s one picture) is drawn by the GL pass, as a snapshot
    /// redraws it: the same bytes for the same state.
    func testALastFrameTakesTheGLPass() throws {
        let engine = try cpuEngine(kaleidoscope: 0)
        defer { engine.release() }
        let last = try frame(engine, steps: 30, last: true)
        XCTAssertEqual(engine.viewportPicture?.composes, 0, "nothing composed for a last frame")
        XCTAssertTrue(try last == glPass(engine), "the last frame is the GL pass's")
    }

    /// Paused, the picture held is copied again with nothing composed; a vignette edit composes it
    /// once, and so does another size; the ceiling's present copies the last frame's bytes. (The
    /// first paused frame shows the batch computed ahead, `CPUFramePipeline`'s rule: a new picture.)
    func testPausedFramesComposeOnlyWhatChanged() throws {
        let engine = try cpuEngine(kaleidoscope: 0)
        defer { engine.release() }
        _ = try frame(engine, steps: 20)
        let first = try frame(engine, steps: 0)
        XCTAssertEqual(engine.viewportPicture?.uploads, 2, "pausing shows the batch computed ahead")
        XCTAssertEqual(engine.viewportPicture?.composes, 1, "its picture was made on the worker")
        let paused = try frame(engine, steps: 0)
        XCTAssertEqual(engine.viewportPicture?.uploads, 2, "paused: nothing uploaded")
        XCTAssertEqual(engine.viewportPicture?.composes, 1, "paused: nothing composed")
        XCTAssertTrue(paused == first, "paused: the same picture")

        let present = try OffscreenImage(width: Self.viewport.width, height: Self.viewport.height)
        present.bind()
        try engine.presentLast(viewportWidth: Self.viewport.width, viewportHeight: Self.viewport.height)
        XCTAssertTrue(present.readRGB() == first, "present-only copies the last frame again")
        XCTAssertEqual(engine.viewportPicture?.uploads, 2)

        engine.apply(Self.params(kaleidoscope: 0, vignette: 1))
        let darker = try frame(engine, steps: 0)
        XCTAssertEqual(engine.viewportPicture?.composes, 2, "a vignette edit composes once, here")
        XCTAssertLessThan(ImageStatistics(rgb: darker).meanLuma, ImageStatistics(rgb: first).meanLuma, "darker edges")
        _ = try frame(engine, steps: 0)
        XCTAssertEqual(engine.viewportPicture?.composes, 2)

        _ = try frame(engine, steps: 0, width: 200, height: 300)
        XCTAssertEqual(engine.viewportPicture?.composes, 3, "another size composes")
    }
}
