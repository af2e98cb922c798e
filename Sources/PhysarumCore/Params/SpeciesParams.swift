/// The six per-species parameters (one row of the Species section).
public struct SpeciesParams: Codable, Equatable, Hashable, Sendable {
    /// Relative share of agents (0…1); the engine normalises the three shares.
    public var population: Double
    /// Degrees either side of the heading.
    public var sensorAngle: Double
    /// Field cells ahead.
    public var sensorDistance: Double
    /// Degrees per step.
    public var turnSpeed: Double
    /// Field cells per step.
    public var moveSpeed: Double
    /// Trail added per step.
    public var deposit: Double

    public init(
        population: Double = 0.333, sensorAngle: Double = 45, sensorDistance: Double = 9,
        turnSpeed: Double = 45, moveSpeed: Double = 1, deposit: Double = 5
    ) {
        self.population = population
        self.sensorAngle = sensorAngle
        self.sensorDistance = sensorDistance
        self.turnSpeed = turnSpeed
        self.moveSpeed = moveSpeed
        self.deposit = deposit
    }
}
