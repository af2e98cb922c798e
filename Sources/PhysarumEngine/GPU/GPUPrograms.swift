import CEpoxy

/// The compiled compute programs of the GPU simulation and their uniform locations.
final class GPUPrograms {
    struct AgentUniforms {
        var count, turnKey, chaosKey, matrix, sensorRotation, sensorDistance, turn, moveSpeed, depositUnits: GLint
        var rhythmAmplitude, rhythmPhase, chaosRadians: GLint

        /// The locations in an agent program (plain or painted).
        init(_ program: GLuint) {
            func u(_ name: String) -> GLint { GLProgram.uniform(program, name) }
            (count, turnKey, chaosKey, matrix) = (u("uCount"), u("uTurnKey"), u("uChaosKey"), u("uMatrix"))
            (sensorRotation, sensorDistance, turn) = (u("uSensorRotation"), u("uSensorDistance"), u("uTurn"))
            (moveSpeed, depositUnits) = (u("uMoveSpeed"), u("uDepositUnits"))
            (rhythmAmplitude, rhythmPhase, chaosRadians) = (
                u("uRhythmAmplitude"), u("uRhythmPhase"), u("uChaosRadians")
            )
        }
    }

    /// The step's uniforms of a field program (plain or painted).
    struct FieldUniforms {
        var diffuse, scale, capUnits: GLint

        init(_ program: GLuint) {
            (diffuse, scale, capUnits) = (
                GLProgram.uniform(program, "uDiffuse"), GLProgram.uniform(program, "uScale"),
                GLProgram.uniform(program, "uCapUnits")
            )
        }

        /// Sends step `rules` to the program in use.
        func send(_ rules: FieldStepRules) {
            epoxy_glUniform1i(diffuse, rules.diffuse ? 1 : 0)
            epoxy_glUniform1f(scale, rules.scale)
            epoxy_glUniform1f(capUnits, rules.capUnits)
        }
    }

    let agents: GLuint
    let field: GLuint
    let heads: GLuint
    let exportTrail: GLuint
    let sortCount: GLuint
    let scanBlocks: GLuint
    let scanAdd: GLuint
    let sortScatter: GLuint
    let agentUniforms: AgentUniforms
    let fieldUniforms: FieldUniforms
    let headsCount: GLint
    let sortCountCount, scanBlocksLength, scanAddLength, sortScatterCount: GLint

    init(fieldSize: Int, tuning: GPUTuning) throws {
        let group = tuning.agentGroupSize
        agents = try GLProgram.compute(
            GPUShaderSource.agents(fieldSize: fieldSize, groupSize: group, aggregateDeposits: tuning.aggregateDeposits))
        field = try GLProgram.compute(
            GPUShaderSource.field(fieldSize: fieldSize, groupSize: tuning.fieldGroupSize, cells: tuning.fieldCells))
        heads = try GLProgram.compute(GPUShaderSource.heads(fieldSize: fieldSize, groupSize: group))
        exportTrail = try GLProgram.compute(GPUShaderSource.exportTrail(fieldSize: fieldSize))
        sortCount = try GLProgram.compute(
            GPUShaderSource.sortCount(fieldSize: fieldSize, tileSide: tuning.tileSide, groupSize: group))
        scanBlocks = try GLProgram.compute(GPUShaderSource.scanBlocks)
        scanAdd = try GLProgram.compute(GPUShaderSource.scanAdd)
        sortScatter = try GLProgram.compute(
            GPUShaderSource.sortScatter(fieldSize: fieldSize, tileSide: tuning.tileSide, groupSize: group))
        agentUniforms = AgentUniforms(agents)
        fieldUniforms = FieldUniforms(field)
        headsCount = GLProgram.uniform(heads, "uCount")
        sortCountCount = GLProgram.uniform(sortCount, "uCount")
        scanBlocksLength = GLProgram.uniform(scanBlocks, "uLength")
        scanAddLength = GLProgram.uniform(scanAdd, "uLength")
        sortScatterCount = GLProgram.uniform(sortScatter, "uCount")
    }

    func release() {
        for program in [agents, field, heads, exportTrail, sortCount, scanBlocks, scanAdd, sortScatter] {
            epoxy_glDeleteProgram(program)
        }
    }
}
