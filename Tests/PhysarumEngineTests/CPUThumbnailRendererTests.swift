import CEpoxy
import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// Preset thumbnails from the CPU kernel: every built-in preset gives a picture that is neither
/// black nor blown out, its own, and the same every time (a cache key stands for one picture).
final class CPUThumbnailRendererTests: XCTestCase {
    /// Mean brightness (0…255) over the RGB channels.
    private func meanLevel(_ image: ThumbnailImage) -> Double {
        var sum = 0
        for i in stride(from: 0, to: image.rgba.count, by: 4) {
            sum += Int(image.rgba[i]) + Int(image.rgba[i + 1]) + Int(image.rgba[i + 2])
        }
        return Double(sum) / Double(image.width * image.height * 3)
    }

    func testEveryBuiltinPresetGivesALivePicture() throws {
        let presets = try BuiltinPresets.load()
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
        let params = try XCTUnwrap(try BuiltinPresets.load().first).params
        let renderer = CPUThumbnailRenderer(side: 96, steps: 60)
        XCTAssertEqual(try renderer.renderThumbnail(params), try renderer.renderThumbnail(params))
    }

    /// A thumbnail is the player's picture: the engine's CPU path (the window's on this machine)
    /// run for the same steps on the thumbnail's field and drawn at its size gives the same
    /// pixels — kaleidoscope and vignette included, through the one viewport pass. Without it
    /// (the field alone) the picture differs. Feedback is off: the player composes every frame,
    /// the thumbnail the last few.
    func testAThumbnailIsThePlayersPicture() throws {
        _ = try TestGL.context()
        var params = try XCTUnwrap(try BuiltinPresets.load().first { $0.params.kaleidoscope > 0 }).params
        params.vignette = 0.8
        params.feedback = 0
        params.simSpeed = 1
        let steps = 40
        let renderer = CPUThumbnailRenderer(steps: steps)
        let thumbnail = try renderer.renderThumbnail(params)
        XCTAssertTrue(thumbnail.isFinal, "drawn through the viewport pass")
        let side = renderer.side
        let engine = try Engine(
            fieldSize: side, backend: .cpu, params: renderer.fieldParams(params), seed: renderer.seed)
        defer { engine.release() }
        let image = try OffscreenImage(width: side, height: side)
        image.bind()
        for _ in 0..<steps { try engine.frame(steps: 1, viewportWidth: side, viewportHeight: side) }
        let player = image.readRGB()
        let rgb = (0..<(side * side)).flatMap { thumbnail.rgba[(4 * $0)..<(4 * $0 + 3)] }
        XCTAssertEqual(rgb.count, player.count)
        let largest = zip(rgb, player).map { abs(Int($0) - Int($1)) }.max() ?? 255
        XCTAssertLessThanOrEqual(largest, 1, "the player's pixels, within rounding")

        let field = try CPUThumbnailRenderer(steps: steps, viewport: nil).renderThumbnail(params)
        XCTAssertFalse(field.isFinal, "without the viewport pass a thumbnail says so")
        let differing = zip(field.rgba, thumbnail.rgba).filter { abs(Int($0) - Int($1)) > 8 }.count
        XCTAssertGreaterThan(differing, field.rgba.count / 4, "kaleidoscope and vignette change the picture")
    }

    /// Without any EGL display the thumbnail is the field picture (as before the viewport pass),
    /// marked as not final so it is not cached.
    func testWithoutGLTheFieldPictureIsNotFinal() throws {
        let params = try XCTUnwrap(try BuiltinPresets.load().first).params
        let viewport = ThumbnailViewport(displayKinds: [])
        let image = try CPUThumbnailRenderer(side: 96, steps: 30, viewport: viewport).renderThumbnail(params)
        XCTAssertFalse(image.isFinal)
        XCTAssertNotNil(viewport.unavailable)
        XCTAssertEqual(image, try CPUThumbnailRenderer(side: 96, steps: 30, viewport: nil).renderThumbnail(params))
    }

    /// The thumbnail's context is current only while it draws: a caller's own context is current
    /// again afterwards, and a thread that had none has none (GTK's thread must never get one).
    func testTheCallersContextStaysCurrent() throws {
        _ = try TestGL.context()
        let before = try XCTUnwrap(epoxy_eglGetCurrentContext())
        let renderer = CPUThumbnailRenderer(side: 96, steps: 10)
        XCTAssertTrue(try renderer.renderThumbnail(PresetParams()).isFinal)
        XCTAssertEqual(epoxy_eglGetCurrentContext(), before, "the caller's context is current again")
        XCTAssertEqual(GLContextInfo.current().version >= GLRequirements.render, true, "and usable")

        let done = expectation(description: "rendered on a thread of its own")
        let result = ThreadResult()
        Thread.detachNewThread {
            result.isFinal = (try? renderer.renderThumbnail(PresetParams()))?.isFinal
            result.contextAfter = epoxy_eglGetCurrentContext()
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertEqual(result.isFinal, true)
        XCTAssertNil(result.contextAfter, "no context left current on the worker thread")
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

/// What the worker thread saw.
private final class ThreadResult: @unchecked Sendable {
    var isFinal: Bool?
    var contextAfter: EGLContext?
}
