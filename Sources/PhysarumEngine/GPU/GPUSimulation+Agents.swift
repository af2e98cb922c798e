import CEpoxy

/// Direct agent access, for tests that need agents at exact places.
extension GPUSimulation {
    /// Replaces all agents (the field is kept).
    func loadAgents(_ agents: [SpawnedAgent]) {
        if agents.count > agentCapacity {
            epoxy_glDeleteBuffers(2, &agentBuffers)
            agentBuffers = [
                Self.makeBuffer(bytes: agents.count * Self.agentBytes),
                Self.makeBuffer(bytes: agents.count * Self.agentBytes),
            ]
            agentCapacity = agents.count
        }
        let words = agents.flatMap {
            [$0.x.bitPattern, $0.y.bitPattern, $0.heading.bitPattern, UInt32($0.species) | UInt32($0.phase16) << 16]
        }
        agentCount = agents.count
        currentAgents = 0
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), agentBuffers[0])
        epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, words.count * 4, words)
    }

    /// The agents in their current (possibly tile-sorted) order.
    func readAgents() -> [SpawnedAgent] {
        var words = [UInt32](repeating: 0, count: agentCount * 4)
        epoxy_glMemoryBarrier(GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT))
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), agentBuffers[currentAgents])
        epoxy_glGetBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, words.count * 4, &words)
        return (0..<agentCount).map { (i: Int) -> SpawnedAgent in
            let packed: UInt32 = words[4 * i + 3]
            return SpawnedAgent(
                x: Float(bitPattern: words[4 * i]), y: Float(bitPattern: words[4 * i + 1]),
                heading: Float(bitPattern: words[4 * i + 2]), species: Int(packed & 0xFFFF),
                phase16: UInt16(packed >> 16))
        }
    }
}
