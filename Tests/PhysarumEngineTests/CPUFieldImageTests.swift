import CEpoxy
import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The CPU backend's picture (`CPUFieldImage` composing from the kernel, `CPUImageTexture`,
/// `Renderer.renderImage`) against the GL passes it replaces (`Renderer.render`), on the same
/// trail, for every built-in preset.
///
/// Tolerance: the image path stores the field-space colour in 8 bits (as colour / 2, so colour up
/// to 2 survives until the vignette) before the viewport magnifies it — the GL path kept half
/// floats until the framebuffer —, and adds bloom at field instead of viewport resolution. That
/// moves a pixel by about one 8-bit step: measured means are 0.02–0.65 steps, 99.5 % of channel
/// values within 3 steps, except where head glow puts single cells far above 2 (clipped there,
/// not after the vignette): up to 10 steps on those few pixels. So: mean under 1 step, 99.5th
/// percentile at most 12 — invisible on a moving picture, and far from what a wrong colour, gain
/// or effect gives (a 5 % gain error already fails it).
final class CPUFieldImageTests: XCTestCase {
    private static let fieldSize = 360
    private static let viewport = (width: 480, height: 300)

    /// Renders two frames (so feedback has a history) both ways and returns the second frames.
    private func renderBothWays(_ preset: PresetParams) throws -> (gl: [UInt8], image: [UInt8]) {
        _ = try TestGL.context()
        var params = preset
        params.agents = max(params.agents / 4, 1000)
        let simulation = try CPUSimulation(fieldSize: Self.fieldSize, params: params, seed: 1)
        let renderer = try Renderer()
        let fieldImage = try CPUFieldImage(fieldSize: Self.fieldSize)
        let picture = CPUFrameImage(fieldSize: Self.fieldSize)
        let imageTexture = CPUImageTexture(fieldSize: Self.fieldSize)
        let textures = RenderInputTextures(fieldSize: Self.fieldSize)
        defer {
            textures.release()
            imageTexture.release()
            renderer.release()
        }
        let glImage = try OffscreenImage(width: Self.viewport.width, height: Self.viewport.height)
        let cpuImage = try OffscreenImage(width: Self.viewport.width, height: Self.viewport.height)
        let heads = params.headGlow > 0
        for steps in [200, 8] {
            simulation.step(count: steps)
            glImage.bind()
            try renderer.render(
                simulation.renderInputs(includeHeads: heads), params: params, viewportWidth: Self.viewport.width,
                viewportHeight: Self.viewport.height)
            cpuImage.bind()
            fieldImage.compose(simulation, look: CPUImageLook(params: params, effects: .all), into: picture)
            let texture = imageTexture.show(picture)
            try renderer.renderImage(
                texture, params: params, viewportWidth: Self.viewport.width, viewportHeight: Self.viewport.height)
        }
        simulation.release()
        return (glImage.readRGB(), cpuImage.readRGB())
    }

    private func compare(_ a: [UInt8], _ b: [UInt8]) -> (mean: Double, p995: Int) {
        var histogram = [Int](repeating: 0, count: 256)
        var total = 0
        for i in 0..<a.count {
            let d = abs(Int(a[i]) - Int(b[i]))
            histogram[d] += 1
            total += d
        }
        var seen = 0
        var p995 = 0
        for (d, n) in histogram.enumerated() {
            seen += n
            if Double(seen) >= 0.995 * Double(a.count) {
                p995 = d
                break
            }
        }
        return (Double(total) / Double(a.count), p995)
    }

    func testEveryPresetLooksTheSameAsWithTheGLPasses() throws {
        for preset in try BuiltinPresets.load() {
            let (gl, image) = try renderBothWays(preset.params)
            let difference = compare(gl, image)
            XCTAssertLessThan(difference.mean, 1, "\(preset.id): mean difference in 8-bit steps")
            XCTAssertLessThanOrEqual(difference.p995, 12, "\(preset.id): 99.5th percentile difference")
            print(String(format: "image vs GL %@: mean %.3f, p99.5 %d", preset.id, difference.mean, difference.p995))
            try dumpForTheEye(preset.id, gl: gl, image: image)
        }
    }

    /// With PHYSARUM_IMAGE_DUMP=DIR, both pictures as PNGs, to look at side by side (the GL passes
    /// are the picture before the C image replaced them).
    private func dumpForTheEye(_ id: String, gl: [UInt8], image: [UInt8]) throws {
        guard let directory = ProcessInfo.processInfo.environment["PHYSARUM_IMAGE_DUMP"] else { return }
        let (width, height) = Self.viewport
        for (name, rgb) in [("gl-passes", gl), ("c-image", image)] {
            let png = try PNGImage.encodeRGB(width: width, height: height, rgb: rgb)
            try Data(png).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(id)-\(name).png"))
        }
    }
}
