import CSimKernel
import PhysarumCore

/// The per-species agent constants of step k, as the GPU kernels consume them. The rules live once,
/// in the C kernel's `sim_step_rules` (which the CPU backend's loops use too); this is its view for
/// uniform uploads.
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

    public init(params: PresetParams, step k: Int) {
        let rules = SimStepRules(params: params, step: k)
        matrix = Self.values(rules.matrix, count: 9)
        let cosA: [Float] = Self.values(rules.cosA, count: 3), sinA: [Float] = Self.values(rules.sinA, count: 3)
        sensorRotation = (0..<3).flatMap { [cosA[$0], sinA[$0]] }
        sensorDistance = Self.values(rules.sensorDistance, count: 3)
        turnRadians = Self.values(rules.turnRadians, count: 3)
        moveSpeed = Self.values(rules.moveSpeed, count: 3)
        depositUnits = Self.values(rules.depositUnits, count: 3)
        rhythmAmplitude = rules.rhythmAmplitude
        rhythmPhase = rules.rhythmPhase
        chaosRadians = rules.chaosRadians
    }

    /// The elements of an imported C array (a homogeneous tuple).
    static func values<Tuple, Element>(_ tuple: Tuple, count: Int) -> [Element] {
        withUnsafeBytes(of: tuple) { Array($0.bindMemory(to: Element.self).prefix(count)) }
    }
}

/// The field pass constants of step k (from the C kernel's `sim_step_rules`, like the agents').
public struct FieldStepRules: Equatable {
    /// Whether the 3×3 blur runs this step (k % diffusion == 0).
    public var diffuse: Bool
    /// Factor applied to the (summed) fixed-point values: decay·(1−fade)/9 when diffusing, else (1−fade).
    public var scale: Float
    /// trailCap in fixed-point units.
    public var capUnits: Float

    public init(params: PresetParams, step k: Int) {
        let rules = SimStepRules(params: params, step: k)
        diffuse = rules.diffuse != 0
        scale = rules.fieldScale
        capUnits = rules.capUnits
    }
}

extension SimStepRules {
    /// The kernel's rules of step `k` for a preset (its parameters made kernel-safe by `SimParams`).
    init(params: PresetParams, step k: Int) {
        var kernelParams = SimParams(params)
        self.init()
        sim_step_rules(&kernelParams, Int64(k), &self)
    }
}
