import CSimKernel
import PhysarumCore

extension SimParams {
    /// The kernel's parameters for a preset. Values the kernel cannot take (non-finite, out of its
    /// limits) are replaced by the default or clamped, so a bad preset never stops the simulation.
    init(_ preset: PresetParams) {
        self = sim_params_default()
        let defaults = PresetParams()
        agentCount = Int32(clamping: min(max(preset.agents, 0), Int(SIM_MAX_AGENTS)))
        spawnPattern = SimParams.kernelPattern(preset.spawnPattern)
        withUnsafeMutableBytes(of: &species) { raw in
            let rows = raw.bindMemory(to: SimSpeciesParams.self)
            for s in 0..<Int(SIM_SPECIES) {
                let p = s < preset.species.count ? preset.species[s] : defaults.species[s]
                let d = defaults.species[s]
                rows[s] = SimSpeciesParams(
                    population: Self.float(p.population, d.population, 0...Double(SIM_MAX_POPULATION)),
                    sensorAngle: Self.float(p.sensorAngle, d.sensorAngle, Self.angle),
                    sensorDistance: Self.float(p.sensorDistance, d.sensorDistance, 0...Double(SIM_MAX_FIELD_SIZE)),
                    turnSpeed: Self.float(p.turnSpeed, d.turnSpeed, Self.angle),
                    moveSpeed: Self.float(p.moveSpeed, d.moveSpeed, 0...Double(SIM_MAX_MOVE_SPEED)),
                    deposit: Self.float(p.deposit, d.deposit, 0...Double(SIM_MAX_DEPOSIT)))
            }
        }
        withUnsafeMutableBytes(of: &matrix) { raw in
            let cells = raw.bindMemory(to: Float.self)
            for r in 0..<Int(SIM_SPECIES) {
                for c in 0..<Int(SIM_SPECIES) {
                    let value =
                        r < preset.matrix.count && c < preset.matrix[r].count
                        ? preset.matrix[r][c] : defaults.matrix[r][c]
                    cells[r * Int(SIM_SPECIES) + c] = Self.float(
                        value, defaults.matrix[r][c], -Double(SIM_MAX_MATRIX)...Double(SIM_MAX_MATRIX))
                }
            }
        }
        decay = Self.float(preset.decay, defaults.decay, 0...1)
        diffusionInterval = Int32(clamping: max(preset.diffusion, 1))
        fade = Self.float(preset.fade, defaults.fade, 0...1)
        trailCap = Self.float(
            preset.trailCap, defaults.trailCap, Double(SIM_MIN_TRAIL_CAP)...Double(SIM_MAX_TRAIL_CAP))
        chaosInterval = Int32(clamping: max(preset.chaosInterval, 0))
        chaosStrength = Self.float(preset.chaosStrength, defaults.chaosStrength, Self.angle)
        rhythm = Self.float(preset.rhythm, defaults.rhythm, -Double(SIM_MAX_RHYTHM)...Double(SIM_MAX_RHYTHM))
    }

    /// The kernel's bounds of an angle in degrees (sensor angle, turn speed, chaos strength).
    private static let angle = -Double(SIM_MAX_ANGLE_DEGREES)...Double(SIM_MAX_ANGLE_DEGREES)

    static func kernelPattern(_ pattern: SpawnPattern) -> Int32 {
        let value: SimSpawnPattern =
            switch pattern {
            case .random: SIM_SPAWN_RANDOM
            case .disk: SIM_SPAWN_DISK
            case .ring: SIM_SPAWN_RING
            case .sectors: SIM_SPAWN_SECTORS
            case .burst: SIM_SPAWN_BURST
            }
        return Int32(value.rawValue)
    }

    /// `value` as a Float inside `range`; non-finite values become `fallback`.
    private static func float(_ value: Double, _ fallback: Double, _ range: ClosedRange<Double>) -> Float {
        let finite = value.isFinite ? value : fallback
        return Float(min(max(finite, range.lowerBound), range.upperBound))
    }
}
