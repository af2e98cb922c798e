import CEpoxy
import PhysarumCore

/// The render passes: field-space composite (colours, blend, exposure, tone mapping, head glow,
/// feedback), bloom (bright pass + separable blur at ¼ size), and the viewport pass (aspect-fill,
/// kaleidoscope, bloom add, saturation, contrast, vignette) into the framebuffer bound at call
/// time. Needs only GL 3.3 core; all calls need the context current.
public final class Renderer {
    /// Effects to run; tests switch one off to compare it with its neutral value.
    public var enabledEffects: RenderEffects = .all
    /// Whether the composite and viewport passes are compiled with only the effects that are on
    /// and away from their neutral values (head glow 0, feedback 0, kaleidoscope 0, bloom 0,
    /// saturation 1, contrast 1, vignette 0): the same picture for less work. Tests switch it off
    /// to compare with every effect compiled in and switched by its uniform.
    var specializesPasses = true
    /// The variants the last GPU-path frame drew with (tests).
    private(set) var lastPasses: (composite: CompositePass, final: FinalPass)?

    private let programs: RendererPrograms
    private var vertexArray: GLuint = 0
    private var fieldTargets: [ColorTarget] = []
    private var bloomTargets: [ColorTarget] = []
    private var currentField = 0
    private var fieldSize = 0
    /// What the last frame's viewport pass drew from (`presentLast`, `redrawLast`).
    private var lastComposed: Composed?
    private var isReleased = false
    private var lastCompositePass: CompositePass?

    public init() throws {
        try GLContextInfo.current().requireRenderer()
        programs = try RendererPrograms()
        epoxy_glGenVertexArrays(1, &vertexArray)
    }

    deinit { release() }

    /// Draws one frame of `inputs` with `params` into the currently bound framebuffer, filling a
    /// `viewportWidth × viewportHeight` viewport (the square field is cropped, never letterboxed).
    public func render(_ inputs: RenderInputs, params: PresetParams, viewportWidth: Int, viewportHeight: Int) throws {
        guard viewportWidth > 0, viewportHeight > 0 else { return }
        var outputFramebuffer: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &outputFramebuffer)
        try prepareTargets(fieldSize: inputs.fieldSize)
        let settings = RenderSettings(params: params)
        epoxy_glDisable(GLenum(GL_BLEND))
        epoxy_glDisable(GLenum(GL_DEPTH_TEST))
        epoxy_glDisable(GLenum(GL_SCISSOR_TEST))
        epoxy_glBindVertexArray(vertexArray)

        let previous = fieldTargets[currentField]
        currentField = 1 - currentField
        let field = fieldTargets[currentField]
        try drawComposite(inputs, settings: settings, previous: previous, into: field)
        let bloomOn = enabledEffects.contains(.bloom) && settings.bloom > 0
        if bloomOn { drawBloom(from: field, threshold: settings.bloomThreshold) }

        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(outputFramebuffer))
        try drawViewport(
            .field(field, bloomOn: bloomOn), settings: settings, width: viewportWidth, height: viewportHeight)
        try GPUSimulation.checkGL("render")
    }

    /// Draws a field image composed on the CPU (`CPUFieldImage`: composite, bloom, saturation,
    /// contrast done) into the bound framebuffer: only the viewport's crop, kaleidoscope and
    /// vignette are left.
    public func renderImage(_ image: GLuint, params: PresetParams, viewportWidth: Int, viewportHeight: Int) throws {
        guard viewportWidth > 0, viewportHeight > 0 else { return }
        try drawViewport(
            .image(image), settings: RenderSettings(params: params), width: viewportWidth, height: viewportHeight)
        try GPUSimulation.checkGL("render image")
    }

    /// Draws the last frame's field again into the bound framebuffer, with no pass run: the
    /// present-only ceiling `bench --window` compares the real frame rate with.
    public func presentLast(viewportWidth: Int, viewportHeight: Int) throws {
        guard viewportWidth > 0, viewportHeight > 0, let lastComposed else { return }
        epoxy_glDisable(GLenum(GL_BLEND))
        epoxy_glViewport(0, 0, GLsizei(viewportWidth), GLsizei(viewportHeight))
        epoxy_glBindVertexArray(vertexArray)
        let p = programs.present
        epoxy_glUseProgram(p.program)
        Self.bindTexture(lastComposed.texture, unit: 0, uniform: p["uField"])
        epoxy_glUniform2f(p["uViewport"], Float(viewportWidth), Float(viewportHeight))
        epoxy_glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        epoxy_glBindVertexArray(0)
        try GPUSimulation.checkGL("present")
    }

    /// Draws the last composed field (the GPU path's float field and bloom, or the CPU path's
    /// image) again through the same viewport pass at any size into the bound framebuffer, with
    /// `params`' viewport settings: the frame on screen at another resolution, with no simulation
    /// and no field pass (snapshots, recording). Nothing is drawn before the first frame.
    public func redrawLast(params: PresetParams, viewportWidth: Int, viewportHeight: Int) throws {
        guard viewportWidth > 0, viewportHeight > 0, let lastComposed else { return }
        try drawViewport(
            lastComposed, settings: RenderSettings(params: params), width: viewportWidth, height: viewportHeight)
        try GPUSimulation.checkGL("redraw")
    }

    /// Runs `body`, draws of the last frame, in another GL context that shares this one's objects
    /// (the performance output's window): a vertex array is the one object the passes use that
    /// contexts never share, so the draws get one of that context's own for the call.
    public func drawingInSharedContext<T>(_ body: () throws -> T) rethrows -> T {
        var own: GLuint = 0
        epoxy_glGenVertexArrays(1, &own)
        let contextsOwn = vertexArray
        vertexArray = own
        defer {
            vertexArray = contextsOwn
            epoxy_glDeleteVertexArrays(1, &own)
        }
        return try body()
    }

    /// Whether a frame was drawn that `redrawLast` can draw again.
    public var hasComposedFrame: Bool { lastComposed != nil }

    /// Forgets the previous frame (feedback starts from black), e.g. after a respawn.
    public func resetHistory() { fieldTargets.forEach { $0.clear() } }

    /// Deletes every GL object; call with the context current.
    public func release() {
        guard !isReleased else { return }
        isReleased = true
        programs.release()
        fieldTargets.forEach { $0.release() }
        bloomTargets.forEach { $0.release() }
        fieldTargets = []
        bloomTargets = []
        lastComposed = nil
        if vertexArray != 0 { epoxy_glDeleteVertexArrays(1, &vertexArray) }
        vertexArray = 0
    }

    private func prepareTargets(fieldSize size: Int) throws {
        guard size != fieldSize || fieldTargets.isEmpty else { return }
        fieldTargets.forEach { $0.release() }
        bloomTargets.forEach { $0.release() }
        fieldTargets = try (0..<2).map { _ in try ColorTarget(width: size, height: size, internalFormat: GL_RGBA16F) }
        let small = max(size / RendererShaderSource.bloomDownsample, 1)
        bloomTargets = try (0..<2).map { _ in try ColorTarget(width: small, height: small, internalFormat: GL_RGBA16F) }
        fieldSize = size
    }

    private func drawComposite(
        _ inputs: RenderInputs, settings: RenderSettings, previous: ColorTarget, into target: ColorTarget
    ) throws {
        let headsOn = enabledEffects.contains(.headGlow) && inputs.headTexture != nil
        let feedbackOn = enabledEffects.contains(.feedback)
        let pass =
            specializesPasses
            ? CompositePass(heads: headsOn && settings.headGlow != 0, feedback: feedbackOn && settings.feedback != 0)
            : .general
        let p = try programs.composite.program(pass)
        lastCompositePass = pass
        epoxy_glUseProgram(p.program)
        Self.bindTexture(inputs.trailTexture, unit: 0, uniform: p["uTrail"])
        Self.bindTexture(inputs.headTexture ?? 0, unit: 1, uniform: p["uHeads"])
        Self.bindTexture(previous.texture, unit: 2, uniform: p["uPrevious"])
        let colors = settings.colors.flatMap { [$0.x, $0.y, $0.z] }
        epoxy_glUniform3fv(p["uColor"], 3, colors)
        epoxy_glUniform1f(p["uGain"], settings.exposure * RendererShaderSource.trailGain * settings.inverseTrailCap)
        epoxy_glUniform1i(p["uBlendMode"], Self.blendIndex(settings.blendMode))
        epoxy_glUniform1i(p["uHeadsOn"], headsOn ? 1 : 0)
        epoxy_glUniform1f(p["uHeadGlow"], settings.headGlow)
        epoxy_glUniform1i(p["uFeedbackOn"], feedbackOn ? 1 : 0)
        epoxy_glUniform1f(p["uFeedback"], settings.feedback)
        target.bind()
        epoxy_glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
    }

    private func drawBloom(from field: ColorTarget, threshold: Float) {
        let extract = programs.bloomExtract
        epoxy_glUseProgram(extract.program)
        Self.bindTexture(field.texture, unit: 0, uniform: extract["uSource"])
        epoxy_glUniform2f(extract["uTexel"], 1 / Float(field.width), 1 / Float(field.height))
        epoxy_glUniform1f(extract["uThreshold"], threshold)
        bloomTargets[0].bind()
        epoxy_glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        let blur = programs.blur
        epoxy_glUseProgram(blur.program)
        let texel = 1 / Float(bloomTargets[0].width)
        for (source, target, step) in [(0, 1, SIMD2<Float>(texel, 0)), (1, 0, SIMD2<Float>(0, texel))] {
            Self.bindTexture(bloomTargets[source].texture, unit: 0, uniform: blur["uSource"])
            epoxy_glUniform2f(blur["uStep"], step.x, step.y)
            bloomTargets[target].bind()
            epoxy_glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        }
    }

    /// The viewport pass, the one way a composed frame reaches a framebuffer: aspect-fill crop,
    /// kaleidoscope, vignette, and on the GPU path bloom add, saturation and contrast (the CPU
    /// image has those baked in). Draws into the bound framebuffer and remembers `composed`.
    private func drawViewport(_ composed: Composed, settings: RenderSettings, width: Int, height: Int) throws {
        epoxy_glDisable(GLenum(GL_BLEND))
        epoxy_glDisable(GLenum(GL_DEPTH_TEST))
        epoxy_glDisable(GLenum(GL_SCISSOR_TEST))
        epoxy_glViewport(0, 0, GLsizei(width), GLsizei(height))
        epoxy_glBindVertexArray(vertexArray)
        let viewport = ViewportEffects(settings, enabled: enabledEffects)
        let kaleidoscope = viewport.kaleidoscope
        switch composed {
        case .field(let field, let bloomOn):
            let saturationOn = enabledEffects.contains(.saturation)
            let contrastOn = enabledEffects.contains(.contrast)
            let vignetteOn = enabledEffects.contains(.vignette)
            let pass =
                specializesPasses
                ? FinalPass(
                    kaleidoscope: kaleidoscope > 0, bloom: bloomOn,
                    saturation: saturationOn && settings.saturation != 1,
                    contrast: contrastOn && settings.contrast != 1, vignette: vignetteOn && settings.vignette != 0)
                : .general
            let p = try programs.final.program(pass)
            if let lastCompositePass { lastPasses = (lastCompositePass, pass) }
            epoxy_glUseProgram(p.program)
            Self.bindTexture(field.texture, unit: 0, uniform: p["uField"])
            Self.bindTexture(bloomTargets[0].texture, unit: 1, uniform: p["uBloomTexture"])
            epoxy_glUniform2f(p["uViewport"], Float(width), Float(height))
            epoxy_glUniform1i(p["uKaleidoscope"], GLint(kaleidoscope))
            epoxy_glUniform1i(p["uBloomOn"], bloomOn ? 1 : 0)
            epoxy_glUniform1f(p["uBloom"], settings.bloom)
            epoxy_glUniform1i(p["uSaturationOn"], saturationOn ? 1 : 0)
            epoxy_glUniform1f(p["uSaturation"], settings.saturation)
            epoxy_glUniform1i(p["uContrastOn"], contrastOn ? 1 : 0)
            epoxy_glUniform1f(p["uContrast"], settings.contrast)
            epoxy_glUniform1i(p["uVignetteOn"], vignetteOn ? 1 : 0)
            epoxy_glUniform1f(p["uVignette"], settings.vignette)
        case .image(let image):
            let p = programs.imageFinal[kaleidoscope > 0 ? 1 : 0][viewport.vignette > 0 ? 1 : 0]
            epoxy_glUseProgram(p.program)
            Self.bindTexture(image, unit: 0, uniform: p["uImage"])
            epoxy_glUniform2f(p["uViewport"], Float(width), Float(height))
            epoxy_glUniform1i(p["uKaleidoscope"], GLint(kaleidoscope))
            epoxy_glUniform1f(p["uVignette"], viewport.vignette)
        }
        epoxy_glDrawArrays(GLenum(GL_TRIANGLES), 0, 3)
        lastComposed = composed
        epoxy_glBindVertexArray(0)
        epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
    }

    private static func bindTexture(_ texture: GLuint, unit: Int32, uniform: GLint) {
        epoxy_glActiveTexture(GLenum(GL_TEXTURE0 + unit))
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        epoxy_glUniform1i(uniform, unit)
    }

    static func blendIndex(_ mode: BlendMode) -> GLint {
        switch mode {
        case .additive: 0
        case .screen: 1
        case .dominant: 2
        }
    }
}

/// A composed frame the viewport pass draws from.
private enum Composed {
    /// The GPU path's float field, and whether the bloom targets hold its bloom.
    case field(ColorTarget, bloomOn: Bool)
    /// The CPU path's RGBA8 image (`CPUFieldImage`).
    case image(GLuint)

    var texture: GLuint {
        switch self {
        case .field(let field, _): field.texture
        case .image(let image): image
        }
    }
}
