import CEpoxy

/// The tile sort on the GPU (`GPUShaderSource+Sort`): neighbouring invocations then sense and
/// deposit in neighbouring cells, so their reads and atomics share cache lines.
extension GPUSimulation {
    /// Counting sort of the agents (and their spawn indexes) by tile into the other buffer pair.
    func sortAgentsByTile() {
        guard agentCount > 1 else { return }
        let grid = agentGrid
        let next = 1 - currentAgents
        let storage = GLenum(GL_SHADER_STORAGE_BUFFER)
        let storageBarrier = GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT)
        Self.clear(scanBuffers[0])
        epoxy_glUseProgram(programs.sortCount)
        epoxy_glUniform1ui(programs.sortCountCount, GLuint(agentCount))
        epoxy_glBindBufferBase(storage, 0, agentBuffers[currentAgents])
        epoxy_glBindBufferBase(storage, 4, scanBuffers[0])
        epoxy_glBindBufferBase(storage, 5, rankBuffer)
        grid.dispatch()
        epoxy_glMemoryBarrier(storageBarrier)
        scanTileCounts()
        epoxy_glUseProgram(programs.sortScatter)
        epoxy_glUniform1ui(programs.sortScatterCount, GLuint(agentCount))
        epoxy_glBindBufferBase(storage, 0, agentBuffers[currentAgents])
        epoxy_glBindBufferBase(storage, 1, agentBuffers[next])
        epoxy_glBindBufferBase(storage, 2, idBuffers[currentAgents])
        epoxy_glBindBufferBase(storage, 3, idBuffers[next])
        epoxy_glBindBufferBase(storage, 4, scanBuffers[0])
        epoxy_glBindBufferBase(storage, 5, rankBuffer)
        grid.dispatch()
        epoxy_glMemoryBarrier(storageBarrier)
        currentAgents = next
    }

    /// Turns the tile counters into each tile's first slot: block scans up the levels, then each
    /// level's block offsets added back down.
    private func scanTileCounts() {
        let storage = GLenum(GL_SHADER_STORAGE_BUFFER)
        let block = GPUShaderSource.scanBlock
        let levels = scanLengths.count - 1
        epoxy_glUseProgram(programs.scanBlocks)
        for level in 0..<levels {
            epoxy_glUniform1ui(programs.scanBlocksLength, GLuint(scanLengths[level]))
            epoxy_glBindBufferBase(storage, 4, scanBuffers[level])
            epoxy_glBindBufferBase(storage, 5, scanBuffers[level + 1])
            epoxy_glDispatchCompute(GLuint((scanLengths[level] + block - 1) / block), 1, 1)
            epoxy_glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))
        }
        guard levels > 1 else { return }
        epoxy_glUseProgram(programs.scanAdd)
        for level in (0..<levels - 1).reversed() {
            epoxy_glUniform1ui(programs.scanAddLength, GLuint(scanLengths[level]))
            epoxy_glBindBufferBase(storage, 4, scanBuffers[level])
            epoxy_glBindBufferBase(storage, 5, scanBuffers[level + 1])
            let groups = (scanLengths[level] + GPUShaderSource.scanGroupSize - 1) / GPUShaderSource.scanGroupSize
            epoxy_glDispatchCompute(GLuint(groups), 1, 1)
            epoxy_glMemoryBarrier(GLbitfield(GL_SHADER_STORAGE_BARRIER_BIT))
        }
    }
}
