import CEpoxy
import PhysarumCore

/// Buffer creation, spawning and clearing.
extension GPUSimulation {
    /// Bytes per cell of a trail buffer: 3 species + pad, uint32 each (one RGBA32UI texel).
    static let trailBytesPerCell = 16
    /// Bytes per agent: x, y, heading, species | phase16 << 16.
    static let agentBytes = 16

    func createTrailBuffers() {
        let bytes = fieldSize * fieldSize * Self.trailBytesPerCell
        senseBuffer = Self.makeBuffer(bytes: bytes)
        senseView = Self.makeUintView(of: senseBuffer)
        for k in 0..<2 {
            depositBuffers[k] = Self.makeBuffer(bytes: bytes)
            depositViews[k] = Self.makeUintView(of: depositBuffers[k])
        }
    }

    func clearTrail() {
        var zero: UInt32 = 0
        for buffer in [senseBuffer] + depositBuffers {
            epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
            epoxy_glClearBufferData(
                GLenum(GL_SHADER_STORAGE_BUFFER), GLenum(GL_R32UI), GLenum(GL_RED_INTEGER),
                GLenum(GL_UNSIGNED_INT), &zero)
        }
    }

    /// Spawns on the CPU (the rule is shared with the CPU backend) and uploads.
    func uploadAgents() {
        let count = max(params.agents, 0)
        if count > agentCapacity || agentBuffers[0] == 0 {
            epoxy_glDeleteBuffers(2, &agentBuffers)
            let capacity = max(count, 1)
            agentBuffers = [
                Self.makeBuffer(bytes: capacity * Self.agentBytes), Self.makeBuffer(bytes: capacity * Self.agentBytes),
            ]
            agentCapacity = capacity
        }
        agentCount = count
        currentAgents = 0
        var words = [UInt32](repeating: 0, count: max(count, 1) * 4)
        words.withUnsafeMutableBufferPointer { packed in
            AgentSpawner.forEachAgent(params: params, fieldSize: fieldSize, seed: seed) { index, agent in
                packed[4 * index] = agent.x.bitPattern
                packed[4 * index + 1] = agent.y.bitPattern
                packed[4 * index + 2] = agent.heading.bitPattern
                packed[4 * index + 3] = UInt32(agent.species) | UInt32(agent.phase16) << 16
            }
        }
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), agentBuffers[currentAgents])
        epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, count * Self.agentBytes, words)
    }

    static func makeBuffer(bytes: Int) -> GLuint {
        var buffer: GLuint = 0
        epoxy_glGenBuffers(1, &buffer)
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        epoxy_glBufferData(GLenum(GL_SHADER_STORAGE_BUFFER), bytes, nil, GLenum(GL_DYNAMIC_COPY))
        return buffer
    }

    /// An RGBA32UI buffer-texture view: one texelFetch reads a whole cell.
    static func makeUintView(of buffer: GLuint) -> GLuint {
        var texture: GLuint = 0
        epoxy_glGenTextures(1, &texture)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), texture)
        epoxy_glTexBuffer(GLenum(GL_TEXTURE_BUFFER), GLenum(GL_RGBA32UI), buffer)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), 0)
        return texture
    }
}
