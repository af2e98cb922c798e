import CEpoxy
import CSimKernel
import Foundation
import PhysarumCore

/// The per-step passes (internal so the benchmark can time them one by one).
extension GPUSimulation {
    /// The work-group grid covering every agent.
    var agentGrid: ComputeGrid {
        ComputeGrid(items: agentCount, groupSize: tuning.agentGroupSize, maxGroupsX: tuning.maxGroupsX)
    }

    /// The agent pass of step `k`: sense, steer, rhythm, chaos, move, deposit.
    func runAgentPass(step k: Int) {
        guard agentCount > 0 else { return }
        // Painted: the program that reads the stimulus and walls (its own uniforms' state).
        let program = painting?.agents ?? programs.agents
        let u = painting?.agentUniforms ?? programs.agentUniforms
        let rules = AgentStepRules(params: params, step: k)
        let last = uploadedAgentRules?.program == program ? uploadedAgentRules : nil
        epoxy_glUseProgram(program)
        // Uniforms keep their values in the program: send only what changed (most are per preset).
        if last?.count != agentCount { epoxy_glUniform1ui(u.count, GLuint(agentCount)) }
        // The steering draws' keys of this step: the kernel's own (sim_random_key), so both
        // backends number and key their random numbers one way.
        epoxy_glUniform1ui(u.turnKey, sim_random_key(seed, Int64(k), SIM_RANDOM_TURN))
        epoxy_glUniform1ui(u.chaosKey, sim_random_key(seed, Int64(k), SIM_RANDOM_CHAOS))
        if last?.rules.matrix != rules.matrix { epoxy_glUniform3fv(u.matrix, 3, rules.matrix) }
        if last?.rules.sensorRotation != rules.sensorRotation {
            epoxy_glUniform2fv(u.sensorRotation, 3, rules.sensorRotation)
        }
        if last?.rules.sensorDistance != rules.sensorDistance {
            epoxy_glUniform1fv(u.sensorDistance, 3, rules.sensorDistance)
        }
        if last?.rules.turnRadians != rules.turnRadians { epoxy_glUniform1fv(u.turn, 3, rules.turnRadians) }
        if last?.rules.moveSpeed != rules.moveSpeed { epoxy_glUniform1fv(u.moveSpeed, 3, rules.moveSpeed) }
        if last?.rules.depositUnits != rules.depositUnits {
            epoxy_glUniform1uiv(u.depositUnits, 3, rules.depositUnits)
        }
        if last?.rules.rhythmAmplitude != rules.rhythmAmplitude {
            epoxy_glUniform1f(u.rhythmAmplitude, rules.rhythmAmplitude)
        }
        if last?.rules.rhythmPhase != rules.rhythmPhase { epoxy_glUniform1f(u.rhythmPhase, rules.rhythmPhase) }
        if last?.rules.chaosRadians != rules.chaosRadians { epoxy_glUniform1f(u.chaosRadians, rules.chaosRadians) }
        uploadedAgentRules = (rules, agentCount, program)
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, agentBuffers[currentAgents])
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 1, depositBuffers[currentDeposit])
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 2, idBuffers[currentAgents])
        epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), senseView)
        if let painting {
            epoxy_glUniform1i(painting.agentHasWalls, painting.hasWalls ? 1 : 0)
            epoxy_glActiveTexture(GLenum(GL_TEXTURE1))
            epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), painting.view)
            epoxy_glActiveTexture(GLenum(GL_TEXTURE2))
            epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), painting.nearWallView)
            epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
        }
        agentGrid.dispatch()
        epoxy_glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT))
    }

    /// The field pass of step `k`: blur + decay every `diffusion` steps, fade, cap.
    func runFieldPass(step k: Int) {
        let rules = FieldStepRules(params: params, step: k)
        // Painted: the program that keeps walls empty and fades the stimulus.
        epoxy_glUseProgram(painting?.field ?? programs.field)
        (painting?.fieldUniforms ?? programs.fieldUniforms).send(rules)
        if let painting {
            epoxy_glUniform1f(painting.fieldStimulusKeep, 1 - painting.stimulusFade)
            epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 4, painting.buffer)
            painting.stepsSinceSync += 1
        }
        epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), depositViews[currentDeposit])
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 2, senseBuffer)
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 3, depositBuffers[1 - currentDeposit])
        ComputeGrid(
            items: fieldSize * fieldSize / tuning.fieldCells, groupSize: tuning.fieldGroupSize,
            maxGroupsX: tuning.maxGroupsX
        )
        .dispatch()
        epoxy_glMemoryBarrier(
            GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT | GL_TEXTURE_FETCH_BARRIER_BIT | GL_BUFFER_UPDATE_BARRIER_BIT))
        currentDeposit = 1 - currentDeposit
    }

    /// Fills the RGBA32F render texture from the sensing buffer.
    func exportTrailTexture() {
        epoxy_glUseProgram(programs.exportTrail)
        epoxy_glActiveTexture(GLenum(GL_TEXTURE0))
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), senseView)
        epoxy_glBindImageTexture(
            0, renderTextures.trailTexture, 0, GLboolean(GL_FALSE), 0, GLenum(GL_WRITE_ONLY), GLenum(GL_RGBA32F))
        let groups = (fieldSize + GPUShaderSource.exportGroupSide - 1) / GPUShaderSource.exportGroupSide
        epoxy_glDispatchCompute(GLuint(groups), GLuint(groups), 1)
        epoxy_glMemoryBarrier(GLbitfield(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT))
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), 0)
    }

    /// Counts agents per cell into the R32UI head texture.
    func countHeads() {
        var zero: UInt32 = 0
        epoxy_glClearTexImage(renderTextures.headTexture, 0, GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), &zero)
        guard agentCount > 0 else { return }
        epoxy_glUseProgram(programs.heads)
        epoxy_glUniform1ui(programs.headsCount, GLuint(agentCount))
        epoxy_glBindBufferBase(GLenum(GL_SHADER_STORAGE_BUFFER), 0, agentBuffers[currentAgents])
        epoxy_glBindImageTexture(
            0, renderTextures.headTexture, 0, GLboolean(GL_FALSE), 0, GLenum(GL_READ_WRITE), GLenum(GL_R32UI))
        agentGrid.dispatch()
        epoxy_glMemoryBarrier(GLbitfield(GL_TEXTURE_FETCH_BARRIER_BIT | GL_SHADER_IMAGE_ACCESS_BARRIER_BIT))
    }
}
