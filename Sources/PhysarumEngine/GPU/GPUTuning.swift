import CEpoxy

/// Launch shape and scheduling chosen per renderer: llvmpipe runs a work group per CPU thread
/// (small groups, CPU tile sort for cache locality); hardware GPUs want wide groups and no sort
/// (the field fits in L2-class caches and a CPU sort would cost a bus round trip of every agent).
struct GPUTuning: Equatable, CustomStringConvertible {
    /// Invocations per work group of the agent and head passes.
    var agentGroupSize: Int
    /// Invocations (4 cells each) per work group of the field pass.
    var fieldGroupSize: Int
    /// Steps between tile sorts; 0 = never.
    var sortInterval: Int
    /// The most work groups one dispatch may have along x (GL_MAX_COMPUTE_WORK_GROUP_COUNT[0]).
    var maxGroupsX: Int

    /// Measured best on llvmpipe (docs/SIMULATION.md "GPU layout").
    static let software = GPUTuning(agentGroupSize: 64, fieldGroupSize: 64, sortInterval: 32, maxGroupsX: 65535)
    /// Eight warps / four wavefronts per group: full occupancy on NVIDIA and AMD alike.
    static let hardware = GPUTuning(agentGroupSize: 256, fieldGroupSize: 256, sortInterval: 0, maxGroupsX: 65535)
    /// GL 4.3 guarantees at least this many groups per dimension.
    static let guaranteedGroupsPerDimension = 65535

    /// The tuning for the current context.
    static func forCurrentContext() -> GPUTuning {
        var tuning = GLContextInfo.current().isSoftwareRenderer ? software : hardware
        var limit: GLint = 0
        epoxy_glGetIntegeri_v(GLenum(GL_MAX_COMPUTE_WORK_GROUP_COUNT), 0, &limit)
        tuning.maxGroupsX = max(Int(limit), guaranteedGroupsPerDimension)
        return tuning
    }

    var description: String {
        "groups \(agentGroupSize)/\(fieldGroupSize), sort every \(sortInterval == 0 ? "never" : "\(sortInterval) steps")"
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
