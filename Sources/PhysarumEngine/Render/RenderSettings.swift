import PhysarumCore

/// The render-side parameters of a preset, in the form the shaders use (pure).
public struct RenderSettings: Equatable {
    /// Species colours, linear 0…1 as authored (sRGB values used directly).
    public var colors: [SIMD3<Float>]
    public var blendMode: BlendMode
    /// 1 / trailCap: trail values are shown relative to the cap.
    public var inverseTrailCap: Float
    public var exposure: Float
    public var headGlow: Float
    public var kaleidoscope: Int
    public var feedback: Float
    public var bloomThreshold: Float
    public var bloom: Float
    public var vignette: Float
    public var saturation: Float
    public var contrast: Float

    public init(params: PresetParams) {
        colors = (0..<PresetParams.speciesCount).map { s in
            let c = s < params.colors.count ? params.colors[s] : RGBColor(red: 1, green: 1, blue: 1)
            return SIMD3(Float(c.red), Float(c.green), Float(c.blue))
        }
        blendMode = params.blendMode
        inverseTrailCap = Float(1 / max(params.trailCap, 1e-6))
        exposure = Float(params.exposure)
        headGlow = Float(params.headGlow)
        kaleidoscope = max(params.kaleidoscope, 0)
        feedback = Float(params.feedback)
        bloomThreshold = Float(params.bloomThreshold)
        bloom = Float(params.bloom)
        vignette = Float(params.vignette)
        saturation = Float(params.saturation)
        contrast = Float(params.contrast)
    }
}

/// Render effects that can be switched off entirely (tests compare "neutral value" with "off").
public struct RenderEffects: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let headGlow = RenderEffects(rawValue: 1 << 0)
    public static let kaleidoscope = RenderEffects(rawValue: 1 << 1)
    public static let feedback = RenderEffects(rawValue: 1 << 2)
    public static let bloom = RenderEffects(rawValue: 1 << 3)
    public static let vignette = RenderEffects(rawValue: 1 << 4)
    public static let saturation = RenderEffects(rawValue: 1 << 5)
    public static let contrast = RenderEffects(rawValue: 1 << 6)
    public static let all: RenderEffects = [
        .headGlow, .kaleidoscope, .feedback, .bloom, .vignette, .saturation, .contrast,
    ]
}

/// What the viewport pass of a composed image does, with the effects switched on: the
/// kaleidoscope's mirror axes (0: off) and the vignette's strength (0: off). The renderer's GL pass
/// and the CPU's viewport picture both read it here.
struct ViewportEffects: Equatable {
    let kaleidoscope: Int
    let vignette: Float

    init(_ settings: RenderSettings, enabled: RenderEffects) {
        kaleidoscope = enabled.contains(.kaleidoscope) ? settings.kaleidoscope : 0
        vignette = enabled.contains(.vignette) ? max(settings.vignette, 0) : 0
    }
}
