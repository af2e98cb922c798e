import Foundation
import PhysarumCore

/// The per-species agent constants of step k, as the kernels consume them (pure; both backends).
public struct AgentStepRules: Equatable {
    /// Row-major 3×3 matrix.
    public var matrix: [Float]
    /// (cos A, sin A) per species.
    public var sensorRotation: [Float]
    public var sensorDistance: [Float]
    public var turnRadians: [Float]
    public var moveSpeed: [Float]
    public var depositUnits: [UInt32]
    /// rhythm · 0.5 radians.
    public var rhythmAmplitude: Float
    /// 0.1 · k reduced into [0, 2π) in double precision (a float 0.1·k loses the phase at large k).
    public var rhythmPhase: Float
    /// The chaos kick's ± range this step, radians; 0 when this step does not kick.
    public var chaosRadians: Float

    /// Rhythm phase speed, radians per step.
    public static let rhythmRadiansPerStep = 0.1
    /// Rhythm amplitude per unit of the rhythm parameter, radians.
    public static let rhythmRadiansPerUnit = 0.5

    public init(params: PresetParams, step k: Int) {
        let radians = Double.pi / 180
        let species = (0..<PresetParams.speciesCount).map { s in
            s < params.species.count ? params.species[s] : SpeciesParams()
        }
        matrix = (0..<3).flatMap { r in
            (0..<3).map { c in
                Float(r < params.matrix.count && c < params.matrix[r].count ? params.matrix[r][c] : 0)
            }
        }
        sensorRotation = species.flatMap {
            [Float(cos($0.sensorAngle * radians)), Float(sin($0.sensorAngle * radians))]
        }
        sensorDistance = species.map { Float($0.sensorDistance) }
        turnRadians = species.map { Float($0.turnSpeed * radians) }
        moveSpeed = species.map { Float($0.moveSpeed) }
        depositUnits = species.map { TrailFixedPoint.units($0.deposit) }
        rhythmAmplitude = Float(params.rhythm * Self.rhythmRadiansPerUnit)
        rhythmPhase = Float((Self.rhythmRadiansPerStep * Double(k)).truncatingRemainder(dividingBy: 2 * Double.pi))
        let kicks = params.chaosInterval > 0 && k % params.chaosInterval == 0
        chaosRadians = kicks ? Float(params.chaosStrength * radians) : 0
    }
}

/// The field pass constants of step k (pure; both backends).
public struct FieldStepRules: Equatable {
    /// Whether the 3×3 blur runs this step (k % diffusion == 0).
    public var diffuse: Bool
    /// Factor applied to the (summed) fixed-point values: decay·(1−fade)/9 when diffusing, else (1−fade).
    public var scale: Float
    /// trailCap in fixed-point units.
    public var capUnits: Float

    public init(params: PresetParams, step k: Int) {
        diffuse = params.diffusion > 0 && k % params.diffusion == 0
        let keep = 1 - params.fade
        scale = Float(diffuse ? params.decay * keep / 9 : keep)
        capUnits = Float(params.trailCap * Double(TrailFixedPoint.unitsPerTrail))
    }
}
