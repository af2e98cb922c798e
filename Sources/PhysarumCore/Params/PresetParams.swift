/// Every parameter of a preset: the 45 scalar descriptors (see `ParamRegistry`) plus the
/// non-scalar settings. This is what presets store, the editor edits and the engine runs.
public struct PresetParams: Codable, Equatable, Hashable, Sendable {
    /// The number of species the simulation runs; fixed by the product.
    public static let speciesCount = 3

    // MARK: Global
    public var agents: Int
    public var exposure: Double
    public var simSpeed: Int

    // MARK: Species and matrix
    /// Exactly `speciesCount` rows.
    public var species: [SpeciesParams]
    /// `matrix[row][column]`: how strongly species `row` senses species `column`'s trail.
    /// Exactly `speciesCount` × `speciesCount`.
    public var matrix: [[Double]]

    // MARK: Pheromone
    public var decay: Double
    public var diffusion: Int
    public var fade: Double
    public var trailCap: Double

    // MARK: Dynamics
    public var chaosInterval: Int
    public var chaosStrength: Double
    public var rhythm: Double

    // MARK: Effects
    public var headGlow: Double
    public var kaleidoscope: Int
    public var feedback: Double
    public var bloomThreshold: Double
    public var bloom: Double
    public var vignette: Double
    public var saturation: Double
    public var contrast: Double

    // MARK: Non-scalar
    public var spawnPattern: SpawnPattern
    public var blendMode: BlendMode
    /// One colour per species, exactly `speciesCount`.
    public var colors: [RGBColor]
    /// The parameters that follow the sound (optional in files: none when absent).
    public var modulations = ModulationSet()

    /// The defaults of params.tsv: diagonal +1 (cohesion), off-diagonal −1 (avoidance).
    public init() {
        agents = 300_000
        exposure = 1
        simSpeed = 1
        species = Array(repeating: SpeciesParams(), count: Self.speciesCount)
        matrix = (0..<Self.speciesCount).map { r in (0..<Self.speciesCount).map { c in r == c ? 1 : -1 } }
        decay = 0.9
        diffusion = 1
        fade = 0
        trailCap = 20
        chaosInterval = 0
        chaosStrength = 30
        rhythm = 0
        headGlow = 0
        kaleidoscope = 0
        feedback = 0
        bloomThreshold = 0.6
        bloom = 0.3
        vignette = 0.3
        saturation = 1
        contrast = 1
        spawnPattern = .random
        blendMode = .additive
        colors = [
            RGBColor(hex: "#ff5a36")!,  // warm orange
            RGBColor(hex: "#2ec4b6")!,  // teal
            RGBColor(hex: "#f5d547")!,  // yellow
        ]
    }
}
