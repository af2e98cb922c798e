import CEpoxy

/// The compiled compute programs of the GPU simulation and their uniform locations.
final class GPUPrograms {
    struct AgentUniforms {
        var count, step, seedKey, matrix, sensorRotation, sensorDistance, turn, moveSpeed, depositUnits: GLint
        var rhythmAmplitude, rhythmPhase, chaosRadians: GLint
    }

    let agents: GLuint
    let field: GLuint
    let heads: GLuint
    let exportTrail: GLuint
    let agentUniforms: AgentUniforms
    let fieldDiffuse, fieldScale, fieldCapUnits, headsCount: GLint

    init(fieldSize: Int, tuning: GPUTuning) throws {
        agents = try GLProgram.compute(GPUShaderSource.agents(fieldSize: fieldSize, groupSize: tuning.agentGroupSize))
        field = try GLProgram.compute(GPUShaderSource.field(fieldSize: fieldSize, groupSize: tuning.fieldGroupSize))
        heads = try GLProgram.compute(GPUShaderSource.heads(fieldSize: fieldSize, groupSize: tuning.agentGroupSize))
        exportTrail = try GLProgram.compute(GPUShaderSource.exportTrail(fieldSize: fieldSize))
        let a = agents
        func u(_ name: String) -> GLint { GLProgram.uniform(a, name) }
        agentUniforms = AgentUniforms(
            count: u("uCount"), step: u("uStep"), seedKey: u("uSeedKey"), matrix: u("uMatrix"),
            sensorRotation: u("uSensorRotation"), sensorDistance: u("uSensorDistance"), turn: u("uTurn"),
            moveSpeed: u("uMoveSpeed"), depositUnits: u("uDepositUnits"), rhythmAmplitude: u("uRhythmAmplitude"),
            rhythmPhase: u("uRhythmPhase"), chaosRadians: u("uChaosRadians"))
        fieldDiffuse = GLProgram.uniform(field, "uDiffuse")
        fieldScale = GLProgram.uniform(field, "uScale")
        fieldCapUnits = GLProgram.uniform(field, "uCapUnits")
        headsCount = GLProgram.uniform(heads, "uCount")
    }

    func release() {
        for program in [agents, field, heads, exportTrail] { epoxy_glDeleteProgram(program) }
    }
}
