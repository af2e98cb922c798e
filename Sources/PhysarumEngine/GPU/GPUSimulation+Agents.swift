import CEpoxy

/// Direct agent access, for tests that need agents at exact places.
extension GPUSimulation {
    /// Replaces all agents (the field is kept); agent i gets spawn index i.
    func loadAgents(_ agents: [SpawnedAgent]) {
        reserveAgents(agents.count)
        let words = agents.flatMap {
            [$0.x.bitPattern, $0.y.bitPattern, $0.heading.bitPattern, UInt32($0.species) | UInt32($0.phase16) << 16]
        }
        writeAgents(words, count: agents.count)
    }

    /// The agents in their current (possibly tile-sorted) order.
    func readAgents() -> [SpawnedAgent] {
        readAgentsWithIDs().map(\.agent)
    }

    /// The agents' packed words (x, y, heading, species | phase16 << 16) in their current order;
    /// leaves their buffer bound.
    func readAgentWords() -> [UInt32] {
        var words = [UInt32](repeating: 0, count: agentCount * 4)
        epoxy_glMemoryBarrier(GLbitfield(GL_BUFFER_UPDATE_BARRIER_BIT))
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), agentBuffers[currentAgents])
        epoxy_glGetBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, words.count * 4, &words)
        return words
    }

    /// The agents in their current order, each with its spawn index.
    func readAgentsWithIDs() -> [(agent: SpawnedAgent, id: UInt32)] {
        let words = readAgentWords()
        var ids = [UInt32](repeating: 0, count: agentCount)
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), idBuffers[currentAgents])
        epoxy_glGetBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, ids.count * 4, &ids)
        return (0..<agentCount).map { (i: Int) -> (agent: SpawnedAgent, id: UInt32) in
            let packed: UInt32 = words[4 * i + 3]
            let agent = SpawnedAgent(
                x: Float(bitPattern: words[4 * i]), y: Float(bitPattern: words[4 * i + 1]),
                heading: Float(bitPattern: words[4 * i + 2]), species: Int(packed & 0xFFFF),
                phase16: UInt16(packed >> 16))
            return (agent, ids[i])
        }
    }
}
