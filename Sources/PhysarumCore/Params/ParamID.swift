/// The id of one of the 45 scalar parameters, typed: the editor, locks and randomize take a
/// `ParamID`, never a string, so a misspelt id does not compile. Its `rawValue`
/// (`species.1.deposit`) is what files, the wire and the command line carry; text from outside
/// becomes an id only through `init?(rawValue:)`, which knows only the registry's ids.
public struct ParamID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String

    private init(_ rawValue: String) { self.rawValue = rawValue }

    /// The id named by `rawValue`, nil unless the registry has it.
    public init?(rawValue: String) {
        guard let descriptor = ParamRegistry.descriptor(rawID: rawValue) else { return nil }
        self = descriptor.id
    }

    public var description: String { rawValue }

    public static func < (a: ParamID, b: ParamID) -> Bool { a.rawValue < b.rawValue }

    // MARK: Global
    public static let agents = ParamID("agents")
    public static let exposure = ParamID("exposure")
    public static let simSpeed = ParamID("simSpeed")

    // MARK: Species and matrix
    /// The six per-species parameters.
    public enum SpeciesField: String, CaseIterable, Sendable {
        case population, sensorAngle, sensorDistance, turnSpeed, moveSpeed, deposit
    }

    /// Species `species`' (0-based) `field`.
    public static func species(_ species: Int, _ field: SpeciesField) -> ParamID {
        precondition((0..<PresetParams.speciesCount).contains(species), "species \(species) out of range")
        return ParamID("species.\(species).\(field.rawValue)")
    }

    /// Matrix cell `row`, `column` (0-based): how strongly species `row` senses `column`'s trail.
    public static func matrix(_ row: Int, _ column: Int) -> ParamID {
        let species = 0..<PresetParams.speciesCount
        precondition(species.contains(row) && species.contains(column), "matrix cell \(row),\(column) out of range")
        return ParamID("matrix.\(row).\(column)")
    }

    // MARK: Pheromone
    public static let decay = ParamID("decay")
    public static let diffusion = ParamID("diffusion")
    public static let fade = ParamID("fade")
    public static let trailCap = ParamID("trailCap")

    // MARK: Dynamics
    public static let chaosInterval = ParamID("chaosInterval")
    public static let chaosStrength = ParamID("chaosStrength")
    public static let rhythm = ParamID("rhythm")

    // MARK: Effects
    public static let headGlow = ParamID("headGlow")
    public static let kaleidoscope = ParamID("kaleidoscope")
    public static let feedback = ParamID("feedback")
    public static let bloomThreshold = ParamID("bloomThreshold")
    public static let bloom = ParamID("bloom")
    public static let vignette = ParamID("vignette")
    public static let saturation = ParamID("saturation")
    public static let contrast = ParamID("contrast")
}
