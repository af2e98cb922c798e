/// GLSL 3.30 fragment passes of the renderer (GL 3.3 core is all the render path needs, so a CPU
/// backend on an old context can use it too). Uniforms are set by name; no binding layouts.
enum RendererShaderSource {
    /// Trail share of the cap → light before tone mapping: a capped cell reaches 1 − e^−gain.
    static let trailGain: Float = 2.5
    /// How fast head glow saturates with the number of agents in a cell.
    static let headCountFalloff: Float = 0.7
    /// Bloom buffer resolution divisor relative to the field.
    static let bloomDownsample = 4
    /// A CPU field image stores colour / imageRange: colour above 1 (bloom, head glow, contrast)
    /// must survive until the vignette has darkened it, as in the float passes.
    static let imageRange: Float = 2
    /// One side of the bloom's 9-tap Gaussian, centre first (the CPU field image uses them too).
    static let blurWeights: [Float] = [0.227027, 0.1945946, 0.1216216, 0.054054, 0.016216]

    private static let header = """
        #version 330 core
        in vec2 vUV;
        out vec4 oColor;
        float luma(vec3 c) { return dot(c, vec3(0.2126, 0.7152, 0.0722)); }
        vec3 toneMap(vec3 x) { return 1.0 - exp(-max(x, vec3(0.0))); }

        """

    /// Field space: species colours from the trail (blend mode, exposure, tone mapping), head glow,
    /// feedback. Compiled per `CompositePass` (`variant`): an effect compiled out costs nothing.
    static let composite =
        header + """
            uniform sampler2D uTrail;
            uniform usampler2D uHeads;
            uniform sampler2D uPrevious;
            uniform vec3 uColor[3];
            uniform float uGain;          // exposure · trailGain / trailCap
            uniform int uBlendMode;       // 0 additive, 1 screen, 2 dominant
            uniform bool uHeadsOn;
            uniform float uHeadGlow;
            uniform bool uFeedbackOn;
            uniform float uFeedback;
            void main() {
                ivec2 p = ivec2(gl_FragCoord.xy);
                vec3 t = max(texelFetch(uTrail, p, 0).rgb, vec3(0.0));
                vec3 light = t * uGain;
                vec3 c;
                if (uBlendMode == 0) {
                    c = toneMap(uColor[0] * light.r + uColor[1] * light.g + uColor[2] * light.b);
                } else if (uBlendMode == 1) {
                    vec3 a = uColor[0] * toneMap(vec3(light.r));
                    vec3 b = uColor[1] * toneMap(vec3(light.g));
                    vec3 d = uColor[2] * toneMap(vec3(light.b));
                    c = 1.0 - (1.0 - a) * (1.0 - b) * (1.0 - d);
                } else {
                    int s = light.r >= light.g && light.r >= light.b ? 0 : (light.g >= light.b ? 1 : 2);
                    c = uColor[s] * toneMap(vec3(light[s]));
                }
            #if HEADS
                if (uHeadsOn) {
                    float heads = float(texelFetch(uHeads, p, 0).r);
                    float total = t.r + t.g + t.b;
                    vec3 hue = total > 0.0 ? (uColor[0] * t.r + uColor[1] * t.g + uColor[2] * t.b) / total
                                           : (uColor[0] + uColor[1] + uColor[2]) / 3.0;
                    c += uHeadGlow * (1.0 - exp(-heads * \(headCountFalloff))) * hue;
                }
            #endif
            #if FEEDBACK
                if (uFeedbackOn) c = max(c, texelFetch(uPrevious, p, 0).rgb * uFeedback);
            #endif
                oColor = vec4(c, 1.0);
            }
            """

    /// Bright pass into the small bloom buffer (4×4 box via 4 bilinear taps).
    static let bloomExtract =
        header + """
            uniform sampler2D uSource;
            uniform vec2 uTexel;          // 1 / source size
            uniform float uThreshold;
            void main() {
                vec3 c = 0.25 * (texture(uSource, vUV + uTexel * vec2(-1.0, -1.0)).rgb + texture(uSource, vUV + uTexel * vec2(1.0, -1.0)).rgb
                               + texture(uSource, vUV + uTexel * vec2(-1.0, 1.0)).rgb + texture(uSource, vUV + uTexel * vec2(1.0, 1.0)).rgb);
                float l = luma(c);
                oColor = vec4(c * (max(l - uThreshold, 0.0) / max(l, 1e-4)), 1.0);
            }
            """

    /// One direction of a 9-tap Gaussian.
    static let blur =
        header + """
            uniform sampler2D uSource;
            uniform vec2 uStep;           // one texel along the blur direction
            const float W[5] = float[5](\(blurWeights.map { "\($0)" }.joined(separator: ", ")));
            void main() {
                vec3 c = texture(uSource, vUV).rgb * W[0];
                for (int k = 1; k < 5; k++) {
                    c += texture(uSource, vUV + uStep * float(k)).rgb * W[k];
                    c += texture(uSource, vUV - uStep * float(k)).rgb * W[k];
                }
                oColor = vec4(c, 1.0);
            }
            """

    /// The kaleidoscope: folds uv into one mirrored segment of `axes`.
    private static let foldFunction = """
        vec2 fold(vec2 uv, int axes) {
                vec2 d = uv - 0.5;
                float r = length(d);
                float segment = PI / float(axes);
                float a = mod(atan(d.y, d.x), 2.0 * segment);
                if (a > segment) a = 2.0 * segment - a;
                return 0.5 + r * vec2(cos(a), sin(a));
            }
        """

    /// Viewport: aspect-fill crop, kaleidoscope, bloom, saturation, contrast, vignette. Compiled
    /// per `FinalPass` (`variant`).
    static let final =
        header + """
            uniform sampler2D uField;
            uniform sampler2D uBloomTexture;
            uniform vec2 uViewport;
            uniform int uKaleidoscope;    // mirror axes, 0 = off
            uniform bool uBloomOn;
            uniform float uBloom;
            uniform bool uSaturationOn;
            uniform float uSaturation;
            uniform bool uContrastOn;
            uniform float uContrast;
            uniform bool uVignetteOn;
            uniform float uVignette;
            const float PI = 3.14159265359;
            \(foldFunction)
            void main() {
                vec2 frag = gl_FragCoord.xy;
                // The square field covers the viewport (longer side fits, the other is cropped).
                vec2 uv = (frag - 0.5 * uViewport) / max(uViewport.x, uViewport.y) + 0.5;
            #if KALEIDOSCOPE
                if (uKaleidoscope > 0) uv = fold(uv, uKaleidoscope);
            #endif
                vec3 c = texture(uField, uv).rgb;
            #if BLOOM
                if (uBloomOn) c += uBloom * texture(uBloomTexture, uv).rgb;
            #endif
            #if SATURATION
                if (uSaturationOn) c = mix(vec3(luma(c)), c, uSaturation);
            #endif
            #if CONTRAST
                if (uContrastOn) c = (c - 0.5) * uContrast + 0.5;
            #endif
            #if VIGNETTE
                if (uVignetteOn) {
                    vec2 d = frag / uViewport - 0.5;
                    float edge = smoothstep(0.25, 0.75, length(d) * 1.41421356);
                    c *= 1.0 - uVignette * edge;
                }
            #endif
                oColor = vec4(clamp(c, 0.0, 1.0), 1.0);
            }
            """

    /// `source` with each of `switches` defined 1 (compiled in) or 0 (compiled out) after its
    /// `#version` line. llvmpipe pays for a branch's body even when a uniform skips it, so an
    /// effect at its neutral value is compiled out rather than skipped by its uniform.
    static func variant(_ source: String, _ switches: [(name: String, on: Bool)]) -> String {
        let defines = switches.map { "#define \($0.name) \($0.on ? 1 : 0)\n" }.joined()
        guard let end = source.firstIndex(of: "\n") else { return source }
        return String(source[...end]) + defines + String(source[source.index(after: end)...])
    }

    /// The present-only pass (`bench --window`'s ceiling): the last composed field, aspect-filled,
    /// nothing else — what a window that only shows a texture costs.
    static let present =
        header + """
            uniform sampler2D uField;
            uniform vec2 uViewport;
            void main() {
                vec2 uv = (gl_FragCoord.xy - 0.5 * uViewport) / max(uViewport.x, uViewport.y) + 0.5;
                oColor = vec4(clamp(texture(uField, uv).rgb, 0.0, 1.0), 1.0);
            }
            """

    /// The viewport pass for a field image composed on the CPU (`CPUFieldImage`): it already holds
    /// composite, bloom, saturation and contrast, so only what depends on the viewport is left —
    /// aspect-fill crop, kaleidoscope, vignette. One program per combination of the two, compiled
    /// with only what is on: llvmpipe pays for a branch's body even when a uniform skips it.
    static func imageFinal(kaleidoscope: Bool, vignette: Bool) -> String {
        header + """
            uniform sampler2D uImage;
            uniform vec2 uViewport;
            uniform int uKaleidoscope;    // mirror axes
            uniform float uVignette;
            const float PI = 3.14159265359;
            \(kaleidoscope ? foldFunction : "")
            void main() {
                vec2 frag = gl_FragCoord.xy;
                vec2 uv = (frag - 0.5 * uViewport) / max(uViewport.x, uViewport.y) + 0.5;
                \(kaleidoscope ? "uv = fold(uv, uKaleidoscope);" : "")
                vec3 c = texture(uImage, uv).rgb * \(imageRange);
                \(vignette ? "c *= 1.0 - uVignette * smoothstep(0.25, 0.75, length(frag / uViewport - 0.5) * 1.41421356);" : "")
                oColor = vec4(clamp(c, 0.0, 1.0), 1.0);
            }
            """
    }
}
