import CEpoxy

/// A linked program with its uniform locations looked up once by name.
struct ProgramUniforms {
    let program: GLuint
    private let locations: [String: GLint]

    init(_ program: GLuint, uniforms: [String]) {
        self.program = program
        locations = Dictionary(uniqueKeysWithValues: uniforms.map { ($0, GLProgram.uniform(program, $0)) })
    }

    subscript(name: String) -> GLint { locations[name] ?? -1 }
}

/// The renderer's programs: four passes, and the present-only one.
struct RendererPrograms {
    let composite: ProgramUniforms
    let bloomExtract: ProgramUniforms
    let blur: ProgramUniforms
    let final: ProgramUniforms
    let present: ProgramUniforms
    /// `RendererShaderSource.imageFinal` by [kaleidoscope on][vignette on].
    let imageFinal: [[ProgramUniforms]]

    init() throws {
        composite = ProgramUniforms(
            try GLProgram.fullscreen(RendererShaderSource.composite),
            uniforms: [
                "uTrail", "uHeads", "uPrevious", "uColor", "uGain", "uBlendMode", "uHeadsOn", "uHeadGlow",
                "uFeedbackOn", "uFeedback",
            ])
        bloomExtract = ProgramUniforms(
            try GLProgram.fullscreen(RendererShaderSource.bloomExtract),
            uniforms: ["uSource", "uTexel", "uThreshold"])
        blur = ProgramUniforms(try GLProgram.fullscreen(RendererShaderSource.blur), uniforms: ["uSource", "uStep"])
        final = ProgramUniforms(
            try GLProgram.fullscreen(RendererShaderSource.final),
            uniforms: [
                "uField", "uBloomTexture", "uViewport", "uKaleidoscope", "uBloomOn", "uBloom", "uSaturationOn",
                "uSaturation",
                "uContrastOn", "uContrast", "uVignetteOn", "uVignette",
            ])
        present = ProgramUniforms(
            try GLProgram.fullscreen(RendererShaderSource.present), uniforms: ["uField", "uViewport"])
        imageFinal = try [false, true].map { kaleidoscope in
            try [false, true].map { vignette in
                ProgramUniforms(
                    try GLProgram.fullscreen(
                        RendererShaderSource.imageFinal(kaleidoscope: kaleidoscope, vignette: vignette)),
                    uniforms: ["uImage", "uViewport", "uKaleidoscope", "uVignette"])
            }
        }
    }

    func release() {
        for p in [composite, bloomExtract, blur, final, present] + imageFinal.joined() {
            epoxy_glDeleteProgram(p.program)
        }
    }
}
