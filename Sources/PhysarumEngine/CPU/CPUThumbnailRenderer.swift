import PhysarumCore

/// Preset thumbnails: a small field stepped a few hundred steps by the CPU kernel on one thread,
/// composed by the C image (composite, bloom, feedback, saturation, contrast), then drawn through
/// the player's own viewport pass (kaleidoscope, vignette) in a headless GL context of its own
/// (`ThumbnailViewport`): the picture the player shows, in a square. Agents scale with the
/// field's area, so the density — and the look — is the full field's.
public struct CPUThumbnailRenderer: PresetThumbnailRenderer {
    public var side: Int
    public var steps: Int
    public var seed: UInt64
    /// Where the viewport pass runs; nil: nowhere (the field picture, as without GL).
    public var viewport: ThumbnailViewport?

    public init(
        side: Int = PresetThumbnail.side, steps: Int = PresetThumbnail.steps, seed: UInt64 = 1,
        viewport: ThumbnailViewport? = ThumbnailViewport()
    ) {
        self.side = side
        self.steps = steps
        self.seed = seed
        self.viewport = viewport
    }

    /// Frames composed at the end, so feedback builds up as it does on screen.
    static let composedFrames = 8

    /// `params` for the thumbnail's field: agents scaled with its area.
    func fieldParams(_ params: PresetParams) -> PresetParams {
        var scaled = params
        let area = Double(side * side) / Double(FieldSize.standard * FieldSize.standard)
        scaled.agents = max(1, Int((Double(params.agents) * area).rounded()))
        return scaled
    }

    public func renderThumbnail(_ params: PresetParams) throws -> ThumbnailImage {
        let scaled = fieldParams(params)
        let simulation = try CPUSimulation(fieldSize: side, params: scaled, seed: seed, threads: 1)
        let image = try CPUFieldImage(fieldSize: side, threads: 1)
        let buffer = CPUTrailBuffer(fieldSize: side)
        let perFrame = max(scaled.simSpeed, 1)
        let composed = min(Self.composedFrames, max(steps / perFrame, 1))
        simulation.step(count: max(steps - composed * perFrame, 0))
        for frame in 0..<composed {
            simulation.step(count: perFrame)
            buffer.capture(simulation, includeHeads: scaled.headGlow > 0)
            if frame < composed - 1 { image.composePixels(buffer, params: scaled) }
        }
        // The last frame goes through the viewport pass. Without GL (no EGL display gives a
        // context) the thumbnail is the composed field alone, without kaleidoscope and vignette,
        // and is marked so: it is shown but not cached.
        if let drawn = try viewport?.draw(image, buffer, params: scaled) {
            return ThumbnailImage(width: side, height: side, rgba: drawn)
        }
        image.composePixels(buffer, params: scaled)
        return ThumbnailImage(
            width: side, height: side, rgba: Self.displayPixels(image.rgba, side: side), isFinal: false)
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
