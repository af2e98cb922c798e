import CEpoxy
import CSimKernel
import PhysarumCore

/// The CPU backend's picture: the renderer's field-space passes (composite, bloom, saturation,
/// contrast) computed by the C kernel's `sim_image_compose` into an RGBA8 image, which the window
/// magnifies in C too (`CPUViewportPicture`) or GL draws through one viewport pass
/// (`Renderer.renderImage`: kaleidoscope, redraws). On llvmpipe the float passes cost
/// several times more than this; the picture matches them within 8-bit rounding
/// (`CPUFieldImageTests`). The window's pipeline composes on its worker thread, with no GL
/// (`CPUFramePipeline`), and uploads on the frame thread (`CPUImageTexture`); `compose(_:params:)`
/// composes and uploads in one call for a caller with a GL context current (thumbnails' viewport).
/// One thread at a time.
///
/// Feedback keeps the last frame's composite as history: frames must be composed in the order
/// they are shown, each once — or composed `again` (the last frame with another look, replacing
/// it), or dropped (`dropLast`: composed ahead and never shown).
final class CPUFieldImage {
    let fieldSize: Int
    private let image: OpaquePointer
    private var pixels: [UInt8]
    /// `compose(_:params:)`'s texture, made on first use.
    private var texture: CPUImageTexture?

    init(fieldSize: Int, threads: Int = 0) throws {
        var status = SIM_OK
        guard let image = sim_image_create(Int32(fieldSize), Int32(threads), &status) else {
            throw CPUSimulationError(status: status)
        }
        self.image = image
        self.fieldSize = fieldSize
        pixels = [UInt8](repeating: 0, count: fieldSize * fieldSize * 4)
    }

    deinit { sim_image_destroy(image) }

    /// Feedback starts from black again (after a respawn).
    func resetHistory() { sim_image_reset_history(image) }

    /// Forgets the last frame composed (never shown): the next frame's history is the one before.
    func dropLast() { sim_image_drop_last(image) }

    /// Composes the kernel's current state straight from its trail (and, with head glow, its
    /// agents per cell) into `target`; `again` composes the last frame again with `look`. Call
    /// only while the kernel does not step.
    func compose(_ simulation: CPUSimulation, look: CPUImageLook, again: Bool = false, into target: CPUFrameImage) {
        precondition(simulation.fieldSize == fieldSize && target.fieldSize == fieldSize, "field sizes differ")
        var settings = look.parameters
        sim_image_compose_kernel(image, &settings, simulation.kernel, again ? 1 : 0, target.pixels.baseAddress)
        target.stepIndex = simulation.stepIndex
        target.look = look
        target.version &+= 1
    }

    /// Composes the next frame from a copy of the state into `rgba` (thumbnails; any thread that
    /// owns the image).
    func composePixels(_ buffer: CPUTrailBuffer, params: PresetParams, effects: RenderEffects = .all) {
        var settings = SimImageParams(RenderSettings(params: params), effects: effects)
        buffer.trail.withUnsafeBufferPointer { trail in
            let heads = buffer.hasHeads && effects.contains(.headGlow)
            buffer.heads.withUnsafeBufferPointer { counts in
                pixels.withUnsafeMutableBufferPointer { out in
                    sim_image_compose(
                        image, &settings, trail.baseAddress, heads ? counts.baseAddress : nil, out.baseAddress)
                }
            }
        }
    }

    /// The last image `composePixels` composed, top row = field row 0.
    var rgba: [UInt8] { pixels }

    /// Composes the next frame from a copy of the state and uploads it (a GL context current);
    /// returns the texture.
    func compose(_ buffer: CPUTrailBuffer, params: PresetParams, effects: RenderEffects = .all) -> GLuint {
        composePixels(buffer, params: params, effects: effects)
        let texture = self.texture ?? CPUImageTexture(fieldSize: fieldSize)
        self.texture = texture
        return pixels.withUnsafeBytes { texture.upload($0.baseAddress!) }
    }

    /// Deletes `compose(_:params:)`'s texture; call with its context current.
    func release() {
        texture?.release()
        texture = nil
    }
}

extension SimImageParams {
    /// The C image's parameters: the same numbers the GL passes get (`Renderer`), effects that are
    /// off at their neutral value.
    init(_ settings: RenderSettings, effects: RenderEffects) {
        self.init()
        withUnsafeMutableBytes(of: &colors) { raw in
            let values = raw.bindMemory(to: Float.self)
            for (s, color) in settings.colors.prefix(3).enumerated() {
                values[3 * s] = color.x
                values[3 * s + 1] = color.y
                values[3 * s + 2] = color.z
            }
        }
        gain = settings.exposure * RendererShaderSource.trailGain * settings.inverseTrailCap
        blendMode = Renderer.blendIndex(settings.blendMode)
        headGlow = effects.contains(.headGlow) ? settings.headGlow : 0
        headFalloff = RendererShaderSource.headCountFalloff
        feedback = effects.contains(.feedback) ? settings.feedback : 0
        bloom = effects.contains(.bloom) ? settings.bloom : 0
        bloomThreshold = settings.bloomThreshold
        bloomDownsample = Int32(RendererShaderSource.bloomDownsample)
        withUnsafeMutableBytes(of: &blurWeights) { raw in
            let values = raw.bindMemory(to: Float.self)
            for (k, weight) in RendererShaderSource.blurWeights.prefix(5).enumerated() { values[k] = weight }
        }
        saturation = effects.contains(.saturation) ? settings.saturation : 1
        contrast = effects.contains(.contrast) ? settings.contrast : 1
        range = RendererShaderSource.imageRange
    }
}
