import PhysarumCore

/// Preset thumbnails from the CPU kernel, without GL: a small field stepped a few hundred steps
/// on one thread, composed by the C image (composite, bloom, feedback, saturation, contrast).
/// Agents scale with the field's area, so the density — and the look — is the full field's.
/// The viewport-only effects (kaleidoscope, vignette) are left out: a thumbnail shows the field.
public struct CPUThumbnailRenderer: PresetThumbnailRenderer {
    public var side: Int
    public var steps: Int
    public var seed: UInt64

    public init(side: Int = PresetThumbnail.side, steps: Int = PresetThumbnail.steps, seed: UInt64 = 1) {
        self.side = side
        self.steps = steps
        self.seed = seed
    }

    /// Frames composed at the end, so feedback builds up as it does on screen.
    static let composedFrames = 8

    public func renderThumbnail(_ params: PresetParams) throws -> ThumbnailImage {
        var scaled = params
        let area = Double(side * side) / Double(FieldSize.standard * FieldSize.standard)
        scaled.agents = max(1, Int((Double(params.agents) * area).rounded()))
        let simulation = try CPUSimulation(fieldSize: side, params: scaled, seed: seed, threads: 1)
        let image = try CPUFieldImage(fieldSize: side, threads: 1)
        let buffer = CPUTrailBuffer(fieldSize: side)
        let perFrame = max(scaled.simSpeed, 1)
        let composed = min(Self.composedFrames, max(steps / perFrame, 1))
        simulation.step(count: max(steps - composed * perFrame, 0))
        for _ in 0..<composed {
            simulation.step(count: perFrame)
            buffer.capture(simulation, includeHeads: scaled.headGlow > 0)
            image.composePixels(buffer, params: scaled)
        }
        return ThumbnailImage(width: side, height: side, rgba: Self.displayPixels(image.rgba, side: side))
    }

    /// The image's colour / range back to display colour, rows flipped: the viewport shows field
    /// row 0 at the bottom, a thumbnail stores its top row first.
    static func displayPixels(_ stored: [UInt8], side: Int) -> [UInt8] {
        let range = RendererShaderSource.imageRange
        let level = (0...255).map { UInt8(min(Float($0) * range, 255).rounded()) }
        var out = [UInt8](repeating: 255, count: stored.count)
        let rowBytes = side * 4
        stored.withUnsafeBufferPointer { from in
            out.withUnsafeMutableBufferPointer { to in
                for row in 0..<side {
                    let source = (side - 1 - row) * rowBytes
                    let target = row * rowBytes
                    for x in stride(from: 0, to: rowBytes, by: 4) {
                        to[target + x] = level[Int(from[source + x])]
                        to[target + x + 1] = level[Int(from[source + x + 1])]
                        to[target + x + 2] = level[Int(from[source + x + 2])]
                    }
                }
            }
        }
        return out
    }
}
