import CEpoxy
import Foundation

/// Launch shape and scheduling chosen per renderer: llvmpipe runs a work group per CPU thread
/// (small groups); hardware GPUs want wide groups. Both re-sort agents by tile on the GPU every few
/// steps so neighbouring invocations sense and deposit in neighbouring cells (cache locality).
struct GPUTuning: Equatable, CustomStringConvertible {
    /// Invocations per work group of the agent and head passes.
    var agentGroupSize: Int
    /// Invocations per work group of the field pass.
    var fieldGroupSize: Int
    /// Adjacent cells each field-pass invocation computes (1, 2 or 4).
    var fieldCells: Int
    /// Steps between tile sorts; 0 = never.
    var sortInterval: Int
    /// Side of the square tile agents are sorted by, in cells (a power of two ≥ 4).
    var tileSide: Int
    /// Sum deposits per work group in shared memory before the global atomics (pays once
    /// agents are sorted: a group's agents then share few cells).
    var aggregateDeposits: Bool
    /// The most work groups one dispatch may have along x (GL_MAX_COMPUTE_WORK_GROUP_COUNT[0]).
    var maxGroupsX: Int

    /// Measured best on llvmpipe (docs/SIMULATION.md "GPU layout").
    static let software = GPUTuning(
        agentGroupSize: 64, fieldGroupSize: 64, fieldCells: 4, sortInterval: 32, tileSide: 4,
        aggregateDeposits: false, maxGroupsX: 65535)
    /// Eight warps / four wavefronts per group: full occupancy on NVIDIA and AMD alike.
    static let hardware = GPUTuning(
        agentGroupSize: 256, fieldGroupSize: 256, fieldCells: 2, sortInterval: 32, tileSide: 4,
        aggregateDeposits: true, maxGroupsX: 65535)
    /// GL 4.3 guarantees at least this many groups per dimension.
    static let guaranteedGroupsPerDimension = 65535
    /// Environment variable that overrides fields of the chosen tuning, for measurements:
    /// `PHYSARUM_GPU_TUNING="group=128,field-group=256,field-cells=4,sort=16,tile=8"`.
    static let environmentKey = "PHYSARUM_GPU_TUNING"

    /// The tuning for the current context (with the environment's overrides).
    static func forCurrentContext() -> GPUTuning {
        var tuning = GLContextInfo.current().isSoftwareRenderer ? software : hardware
        var limit: GLint = 0
        epoxy_glGetIntegeri_v(GLenum(GL_MAX_COMPUTE_WORK_GROUP_COUNT), 0, &limit)
        tuning.maxGroupsX = max(Int(limit), guaranteedGroupsPerDimension)
        if let text = ProcessInfo.processInfo.environment[environmentKey] {
            if let overridden = tuning.overridden(by: text) {
                tuning = overridden
            } else {
                FileHandle.standardError.write(
                    Data(
                        "physarum: ignoring \(environmentKey)=\(text) (keys: group, field-group, field-cells, sort, tile, aggregate)\n"
                            .utf8))
            }
        }
        return tuning
    }

    /// This tuning with `key=value` overrides applied; nil when any entry is unknown or out of range.
    func overridden(by text: String) -> GPUTuning? {
        var tuning = self
        for entry in text.split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, let value = Int(parts[1]) else { return nil }
            let isPowerOfTwo = value > 0 && value & (value - 1) == 0
            switch parts[0] {
            case "group" where isPowerOfTwo && (32...1024).contains(value): tuning.agentGroupSize = value
            case "field-group" where isPowerOfTwo && (32...1024).contains(value): tuning.fieldGroupSize = value
            case "field-cells" where [1, 2, 4].contains(value): tuning.fieldCells = value
            case "sort" where (0...100_000).contains(value): tuning.sortInterval = value
            case "aggregate" where value == 0 || value == 1: tuning.aggregateDeposits = value == 1
            case "tile" where isPowerOfTwo && (4...256).contains(value): tuning.tileSide = value
            default: return nil
            }
        }
        return tuning
    }

    var description: String {
        "groups \(agentGroupSize)/\(fieldGroupSize), field \(fieldCells)×1 cells per invocation, sort every \(sortInterval == 0 ? "never" : "\(sortInterval) steps") by \(tileSide)×\(tileSide) tile\(aggregateDeposits ? ", deposits summed per group" : "")"
    }
}

/// A 1-D range of work spread over a 2-D grid of work groups, because one dimension holds at most
/// `maxGroupsX` groups (65535 on most drivers: 16M agents / 256 would need 65536). Shaders
/// rebuild the linear index with `ComputeGrid.linearIndexGLSL`.
struct ComputeGrid: Equatable {
    var x: Int
    var y: Int

    /// The smallest grid of `groupSize`-wide groups covering `items` (x ≤ `maxGroupsX`).
    init(items: Int, groupSize: Int, maxGroupsX: Int) {
        let groups = max((items + groupSize - 1) / groupSize, 1)
        x = min(groups, maxGroupsX)
        y = (groups + x - 1) / x
    }

    init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    func dispatch() { epoxy_glDispatchCompute(GLuint(x), GLuint(y), 1) }

    /// GLSL expression for the linear invocation index over the grid (invocations past the end
    /// must be skipped by the shader's bounds check).
    static let linearIndexGLSL =
        "((gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x) * gl_WorkGroupSize.x + gl_LocalInvocationID.x)"
}
