import Foundation
import PhysarumCore

/// One agent as spawned: position in cells, heading in radians, species, phase as a 16-bit fraction of 2π.
public struct SpawnedAgent: Equatable, Sendable {
    public var x: Float
    public var y: Float
    public var heading: Float
    public var species: Int
    /// φ = phase16 · 2π / 65536 (the GPU packs it beside the species).
    public var phase16: UInt16

    public var phase: Float { Float(phase16) * (2 * Float.pi / 65_536) }
}

/// Where agents start (docs/SIMULATION.md "Spawn"); pure, shared by both backends.
public enum AgentSpawner {
    /// Radius of the disk, ring and sector patterns, as a share of the field side.
    public static let diskRadiusShare = 0.35
    /// Ring jitter either side of the radius, as a share of the field side.
    public static let ringJitterShare = 0.01
    /// Radius of the burst pattern, as a share of the field side.
    public static let burstRadiusShare = 0.02

    /// Agents per species: the first round(N·p0') are species 0, the next round(N·p1') species 1, the rest 2.
    public static func speciesCounts(agents: Int, populations: [Double]) -> [Int] {
        let count = PresetParams.speciesCount
        let clean = (0..<count).map { $0 < populations.count && populations[$0].isFinite ? max(populations[$0], 0) : 0 }
        let total = clean.reduce(0, +)
        let shares = total > 0 ? clean.map { $0 / total } : Array(repeating: 1.0 / Double(count), count: count)
        let n = max(agents, 0)
        let first = min(Int((Double(n) * shares[0]).rounded()), n)
        let second = min(Int((Double(n) * shares[1]).rounded()), n - first)
        return [first, second, n - first - second]
    }

    /// Agent `index` of species `species` for `pattern` on a `fieldSize` field.
    public static func agent(index: Int, species: Int, pattern: SpawnPattern, fieldSize: Int, seedKey: UInt32)
        -> SpawnedAgent
    {
        let i = UInt32(truncatingIfNeeded: index)
        func unit(_ purpose: CounterRandom.Purpose) -> Double {
            Double(CounterRandom.unit(seedKey: seedKey, index: i, step: 0, purpose: purpose))
        }
        let side = Double(fieldSize)
        let centre = side / 2
        let tau = 2 * Double.pi
        var x: Double, y: Double, heading: Double
        switch pattern {
        case .random:
            x = unit(.spawnX) * side
            y = unit(.spawnY) * side
            heading = unit(.spawnHeading) * tau
        case .disk, .sectors, .burst:
            let radius =
                (pattern == .burst ? burstRadiusShare : diskRadiusShare) * side * unit(.spawnRadius).squareRoot()
            let sector = tau / Double(PresetParams.speciesCount)
            let angle = pattern == .sectors ? (Double(species) + unit(.spawnAngle)) * sector : unit(.spawnAngle) * tau
            x = centre + radius * cos(angle)
            y = centre + radius * sin(angle)
            heading = angle
        case .ring:
            let radius = (diskRadiusShare + (2 * unit(.spawnJitter) - 1) * ringJitterShare) * side
            let angle = unit(.spawnAngle) * tau
            x = centre + radius * cos(angle)
            y = centre + radius * sin(angle)
            heading = angle + Double.pi
        }
        let phase16 = UInt16(
            truncatingIfNeeded: CounterRandom.bits(seedKey: seedKey, index: i, step: 0, purpose: .spawnPhase) >> 16)
        return SpawnedAgent(
            x: wrap(Float(x), side: Float(fieldSize)), y: wrap(Float(y), side: Float(fieldSize)),
            heading: Float(heading.truncatingRemainder(dividingBy: tau)), species: species, phase16: phase16)
    }

    /// Calls `body` for every agent of a respawn, in index order.
    public static func forEachAgent(
        params: PresetParams, fieldSize: Int, seed: UInt64,
        _ body: (Int, SpawnedAgent) -> Void
    ) {
        let counts = speciesCounts(agents: params.agents, populations: params.species.map(\.population))
        let key = CounterRandom.seedKey(seed)
        var index = 0
        for (species, count) in counts.enumerated() {
            for _ in 0..<count {
                body(
                    index,
                    agent(
                        index: index, species: species, pattern: params.spawnPattern, fieldSize: fieldSize, seedKey: key
                    ))
                index += 1
            }
        }
    }

    /// Wraps a coordinate into [0, side), guarding the float edge where v + side rounds to side.
    @inline(__always)
    static func wrap(_ value: Float, side: Float) -> Float {
        var v = value
        if v < 0 { v += side }
        if v >= side { v -= side }
        return v < 0 || v >= side ? 0 : v
    }
}
