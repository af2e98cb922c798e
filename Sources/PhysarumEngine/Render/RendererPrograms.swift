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

/// The effects a composite pass compiles in (`RendererShaderSource.variant`).
struct CompositePass: Hashable {
    var heads: Bool
    var feedback: Bool
    /// Everything compiled in, switched by uniforms (`Renderer.specializesPasses` off).
    static let general = CompositePass(heads: true, feedback: true)
}

/// The effects a viewport pass over the GPU path's float field compiles in.
struct FinalPass: Hashable {
    var kaleidoscope: Bool
    var bloom: Bool
    var saturation: Bool
    var contrast: Bool
    var vignette: Bool
    static let general = FinalPass(kaleidoscope: true, bloom: true, saturation: true, contrast: true, vignette: true)
}

/// Programs compiled per variant on first use (a variant is a few effects compiled in or out).
final class ProgramVariants<Key: Hashable> {
    private var programs: [Key: ProgramUniforms] = [:]
    private let make: (Key) throws -> ProgramUniforms

    init(_ make: @escaping (Key) throws -> ProgramUniforms) { self.make = make }

    func program(_ key: Key) throws -> ProgramUniforms {
        if let program = programs[key] { return program }
        let program = try make(key)
        programs[key] = program
        return program
    }

    /// Variants compiled so far (tests).
    var count: Int { programs.count }

    func release() {
        for program in programs.values { epoxy_glDeleteProgram(program.program) }
        programs = [:]
    }
}

/// The renderer's programs: four passes (composite and viewport per variant), the present-only
/// one and the CPU image's viewport pass.
struct RendererPrograms {
    let composite: ProgramVariants<CompositePass>
    let bloomExtract: ProgramUniforms
    let blur: ProgramUniforms
    let final: ProgramVariants<FinalPass>
    let present: ProgramUniforms
    /// `RendererShaderSource.imageFinal` by [kaleidoscope on][vignette on].
    let imageFinal: [[ProgramUniforms]]

    init() throws {
        composite = ProgramVariants { pass in
            let source = RendererShaderSource.variant(
                RendererShaderSource.composite, [("HEADS", pass.heads), ("FEEDBACK", pass.feedback)])
            return ProgramUniforms(
                try GLProgram.fullscreen(source),
                uniforms: [
                    "uTrail", "uHeads", "uPrevious", "uColor", "uGain", "uBlendMode", "uHeadsOn", "uHeadGlow",
                    "uFeedbackOn", "uFeedback",
                ])
        }
        bloomExtract = ProgramUniforms(
            try GLProgram.fullscreen(RendererShaderSource.bloomExtract),
            uniforms: ["uSource", "uTexel", "uThreshold"])
        blur = ProgramUniforms(try GLProgram.fullscreen(RendererShaderSource.blur), uniforms: ["uSource", "uStep"])
        final = ProgramVariants { pass in
            let source = RendererShaderSource.variant(
                RendererShaderSource.final,
                [
                    ("KALEIDOSCOPE", pass.kaleidoscope), ("BLOOM", pass.bloom), ("SATURATION", pass.saturation),
                    ("CONTRAST", pass.contrast), ("VIGNETTE", pass.vignette),
                ])
            return ProgramUniforms(
                try GLProgram.fullscreen(source),
                uniforms: [
                    "uField", "uBloomTexture", "uViewport", "uKaleidoscope", "uBloomOn", "uBloom", "uSaturationOn",
                    "uSaturation", "uContrastOn", "uContrast", "uVignetteOn", "uVignette",
                ])
        }
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
        composite.release()
        final.release()
        for p in [bloomExtract, blur, present] + imageFinal.joined() {
            epoxy_glDeleteProgram(p.program)
        }
    }
}
