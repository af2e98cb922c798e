/// The 45 scalar parameter descriptors, in editor order (params.tsv is the source of the numbers).
public enum ParamRegistry {
    /// Every descriptor, in section order.
    public static let all: [ParamDescriptor] = makeAll(help: ParamHelp.shared)

    /// The descriptor with `id` (every `ParamID` has one).
    public static func descriptor(_ id: ParamID) -> ParamDescriptor {
        guard let descriptor = byID[id.rawValue] else { preconditionFailure("\(id) is not in the registry") }
        return descriptor
    }

    /// The descriptor whose id reads `rawID` (files, the wire, the command line), or nil.
    public static func descriptor(rawID: String) -> ParamDescriptor? { byID[rawID] }

    /// The descriptors of one section, in order.
    public static func descriptors(in section: ParamSection) -> [ParamDescriptor] {
        all.filter { $0.section == section }
    }

    private static let byID: [String: ParamDescriptor] =
        Dictionary(uniqueKeysWithValues: all.map { ($0.id.rawValue, $0) })

    static func makeAll(help: ParamHelp) -> [ParamDescriptor] {
        var list: [ParamDescriptor] = []
        func add(
            _ id: ParamID, _ label: String, _ section: ParamSection, _ range: ClosedRange<Double>,
            _ def: Double, int: Bool = false, respawn: Bool = false, unit: String = "",
            species: Int? = nil, cell: (Int, Int)? = nil,
            get: @escaping @Sendable (PresetParams) -> Double,
            set: @escaping @Sendable (inout PresetParams, Double) -> Void
        ) {
            list.append(
                ParamDescriptor(
                    id: id, sourceLabel: label, section: section, species: species,
                    matrixCell: cell.map { (row: $0.0, column: $0.1) }, range: range, defaultValue: def,
                    isInteger: int, respawn: respawn, unit: unit, sourceHelp: help.text(forLabel: label),
                    getter: get, setter: set))
        }

        // Global
        add(
            .agents, "Agents", .global, 1000...2_000_000, 300_000, int: true, respawn: true,
            get: { Double($0.agents) }, set: { $0.agents = Int($1) })
        add(
            .exposure, "Exposure", .global, 0.1...4, 1, unit: "×",
            get: { $0.exposure }, set: { $0.exposure = $1 })
        add(
            .simSpeed, "Sim speed", .global, 1...8, 1, int: true, unit: "×",
            get: { Double($0.simSpeed) }, set: { $0.simSpeed = Int($1) })

        // Species: the six rows once per species.
        for s in 0..<PresetParams.speciesCount {
            add(
                .species(s, .population), "Population", .species, 0...1, 0.333, respawn: true, species: s,
                get: { $0.species[s].population }, set: { $0.species[s].population = $1 })
            add(
                .species(s, .sensorAngle), "Sensor angle", .species, 1...180, 45, unit: "°", species: s,
                get: { $0.species[s].sensorAngle }, set: { $0.species[s].sensorAngle = $1 })
            add(
                .species(s, .sensorDistance), "Sensor distance", .species, 1...64, 9, species: s,
                get: { $0.species[s].sensorDistance }, set: { $0.species[s].sensorDistance = $1 })
            add(
                .species(s, .turnSpeed), "Turn speed", .species, 1...180, 45, unit: "°", species: s,
                get: { $0.species[s].turnSpeed }, set: { $0.species[s].turnSpeed = $1 })
            add(
                .species(s, .moveSpeed), "Move speed", .species, 0.1...5, 1, species: s,
                get: { $0.species[s].moveSpeed }, set: { $0.species[s].moveSpeed = $1 })
            add(
                .species(s, .deposit), "Deposit", .species, 0...10, 5, species: s,
                get: { $0.species[s].deposit }, set: { $0.species[s].deposit = $1 })
        }

        // Matrix: labels are 1-based like the species the user sees (M[1,2] = species 1 senses 2).
        for r in 0..<PresetParams.speciesCount {
            for c in 0..<PresetParams.speciesCount {
                add(
                    .matrix(r, c), "M[\(r + 1),\(c + 1)]", .matrix, -2...2, r == c ? 1 : -1, cell: (r, c),
                    get: { $0.matrix[r][c] }, set: { $0.matrix[r][c] = $1 })
            }
        }

        // Pheromone
        add(
            .decay, "Decay", .pheromone, 0.5...0.999, 0.9,
            get: { $0.decay }, set: { $0.decay = $1 })
        add(
            .diffusion, "Diffusion", .pheromone, 1...12, 1, int: true,
            get: { Double($0.diffusion) }, set: { $0.diffusion = Int($1) })
        add(
            .fade, "Fade", .pheromone, 0...0.2, 0,
            get: { $0.fade }, set: { $0.fade = $1 })
        add(
            .trailCap, "Trail cap", .pheromone, 1...100, 20,
            get: { $0.trailCap }, set: { $0.trailCap = $1 })

        // Dynamics
        add(
            .chaosInterval, "Chaos interval", .dynamics, 0...600, 0, int: true,
            get: { Double($0.chaosInterval) }, set: { $0.chaosInterval = Int($1) })
        add(
            .chaosStrength, "Chaos strength", .dynamics, 0...180, 30, unit: "°",
            get: { $0.chaosStrength }, set: { $0.chaosStrength = $1 })
        add(
            .rhythm, "Rhythm", .dynamics, 0...1, 0,
            get: { $0.rhythm }, set: { $0.rhythm = $1 })

        // Effects
        add(
            .headGlow, "Head glow", .effects, 0...3, 0,
            get: { $0.headGlow }, set: { $0.headGlow = $1 })
        add(
            .kaleidoscope, "Kaleidoscope", .effects, 0...6, 0, int: true,
            get: { Double($0.kaleidoscope) }, set: { $0.kaleidoscope = Int($1) })
        add(
            .feedback, "Feedback", .effects, 0...0.95, 0,
            get: { $0.feedback }, set: { $0.feedback = $1 })
        add(
            .bloomThreshold, "Bloom threshold", .effects, 0...1, 0.6,
            get: { $0.bloomThreshold }, set: { $0.bloomThreshold = $1 })
        add(
            .bloom, "Bloom", .effects, 0...2, 0.3,
            get: { $0.bloom }, set: { $0.bloom = $1 })
        add(
            .vignette, "Vignette", .effects, 0...1, 0.3,
            get: { $0.vignette }, set: { $0.vignette = $1 })
        add(
            .saturation, "Saturation", .effects, 0...2, 1, unit: "×",
            get: { $0.saturation }, set: { $0.saturation = $1 })
        add(
            .contrast, "Contrast", .effects, 0...2, 1, unit: "×",
            get: { $0.contrast }, set: { $0.contrast = $1 })
        return list
    }
}
