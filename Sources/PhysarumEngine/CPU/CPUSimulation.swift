import CSimKernel
import Foundation
import PhysarumCore

/// The native CPU simulation backend: the C kernel (Sources/CSimKernel) behind `SimulationBackend`.
/// Multithreaded over all cores (or `threads`), deterministic for a seed and a thread count.
public final class CPUSimulation: SimulationBackend {
    /// Field sides the kernel accepts, in cells.
    public static let fieldSizeRange = Int(SIM_MIN_FIELD_SIZE)...Int(SIM_MAX_FIELD_SIZE)
    /// Fixed-point resolution of the trail: units per trail unit.
    public static let unitsPerTrail = Int(SIM_UNITS_PER_TRAIL)
    /// Most agents the kernel takes (the registry allows up to 2,000,000).
    public static let maxAgents = Int(SIM_MAX_AGENTS)
    /// Most worker threads (the caller included).
    public static let maxThreads = Int(SIM_MAX_THREADS)

    public let fieldSize: Int
    public private(set) var params: PresetParams
    /// The seed of the last respawn.
    public private(set) var seed: UInt64
    let kernel: OpaquePointer
    /// GL textures for the renderer, created on the first `renderInputs` (needs a current context).
    var renderTextures: RenderInputTextures?
    var trailStaging: [Float] = []
    var headStaging: [UInt32] = []

    /// Creates the backend and spawns the agents from `seed`.
    /// - Parameter threads: worker threads including the caller; 0 uses every core the process may
    ///   run on (its CPU affinity: two under `taskset -c 0,1` on a larger machine).
    public init(fieldSize: Int = 720, params: PresetParams = PresetParams(), seed: UInt64 = 1, threads: Int = 0) throws
    {
        guard Self.fieldSizeRange.contains(fieldSize) else { throw CPUSimulationError.fieldSizeOutOfRange(fieldSize) }
        guard (0...Self.maxThreads).contains(threads) else {
            throw CPUSimulationError.threadCountOutOfRange(threads)
        }
        var status = SIM_OK
        guard let kernel = sim_kernel_create(Int32(fieldSize), Int32(threads), &status) else {
            throw CPUSimulationError(status: status)
        }
        self.kernel = kernel
        self.fieldSize = fieldSize
        self.params = params
        self.seed = seed
        var kernelParams = SimParams(params)
        _ = sim_kernel_set_params(kernel, &kernelParams)
        let spawned = sim_kernel_respawn(kernel, seed)
        guard spawned == SIM_OK else {
            sim_kernel_destroy(kernel)
            throw CPUSimulationError(status: spawned)
        }
    }

    deinit { sim_kernel_destroy(kernel) }

    public var stepIndex: Int { Int(sim_kernel_step_index(kernel)) }
    /// Threads the kernel runs on, the caller included.
    public var threadCount: Int { Int(sim_kernel_thread_count(kernel)) }
    /// Agents alive now (the agent count of the last respawn).
    public var agentCount: Int { Int(sim_kernel_agent_count(kernel)) }

    public func apply(_ params: PresetParams) {
        let respawnNeeded = self.params.requiresRespawn(toApply: params)
        self.params = params
        var kernelParams = SimParams(params)
        _ = sim_kernel_set_params(kernel, &kernelParams)  // sanitised by SimParams(_:), cannot fail
        if respawnNeeded { respawn(seed: seed) }
    }

    public func respawn(seed: UInt64) {
        self.seed = seed
        // Only out of memory fails here; the kernel then holds no agents and keeps running the field.
        let status = sim_kernel_respawn(kernel, seed)
        if status != SIM_OK {
            FileHandle.standardError.write(
                Data("physarum: respawn failed: \(String(cString: sim_status_message(status)))\n".utf8))
        }
    }

    public func step(count: Int) {
        guard count > 0 else { return }
        sim_kernel_step(kernel, Int32(clamping: count))
    }

    public func readTrail() -> [Float] {
        [Float](unsafeUninitializedCapacity: fieldSize * fieldSize * 3) { buffer, initialized in
            sim_kernel_copy_trail(kernel, buffer.baseAddress)
            initialized = buffer.count
        }
    }
}
