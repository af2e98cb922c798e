import CEpoxy
import CSimKernel
import PhysarumCore

/// The CPU backend's picture: the renderer's field-space passes (composite, bloom, saturation,
/// contrast) computed by the C kernel's `sim_image_compose` into an RGBA8 texture, so the GL work
/// per frame is one viewport pass (`Renderer.renderImage`). On llvmpipe the float passes cost
/// several times more than this; the picture matches them within 8-bit rounding
/// (`CPUFieldImageTests`). Needs a current GL context for `texture` and `release`.
final class CPUFieldImage {
    let fieldSize: Int
    private let image: OpaquePointer
    private var pixels: [UInt8]
    /// RGBA8, `fieldSize²`, linear filtering, repeating (like the renderer's field targets).
    private(set) var texture: GLuint = 0

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

    /// Composes one frame from `buffer` with `params` (effects not in `effects` at their neutral
    /// value) and uploads it; returns the texture.
    func compose(_ buffer: CPUTrailBuffer, params: PresetParams, effects: RenderEffects = .all) -> GLuint {
        composePixels(buffer, params: params, effects: effects)
        upload()
        return texture
    }

    /// Composes one frame into `rgba` without GL (thumbnails; any thread that owns the image).
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

    /// The last composed image, top row = field row 0 (tests).
    var rgba: [UInt8] { pixels }

    /// Deletes the texture; call with its context current.
    func release() {
        if texture != 0 { epoxy_glDeleteTextures(1, &texture) }
        texture = 0
    }

    private func upload() {
        let side = GLsizei(fieldSize)
        if texture == 0 {
            epoxy_glGenTextures(1, &texture)
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            epoxy_glTexImage2D(
                GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, side, side, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            for (name, value) in [
                (GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                (GL_TEXTURE_WRAP_S, GL_REPEAT), (GL_TEXTURE_WRAP_T, GL_REPEAT),
            ] {
                epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
            }
        } else {
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        }
        epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        epoxy_glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, side, side, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
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
