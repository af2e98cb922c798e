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

    /// The tile counters and the block sums of each scan level above them.
    func createSortBuffers() {
        var length = GPUShaderSource.tileCount(fieldSize: fieldSize, tileSide: tuning.tileSide)
        scanLengths = [length]
        repeat {
            length = (length + GPUShaderSource.scanBlock - 1) / GPUShaderSource.scanBlock
            scanLengths.append(length)
        } while length > 1
        scanBuffers = scanLengths.map { Self.makeBuffer(bytes: $0 * 4) }
    }

    func clearTrail() {
        for buffer in [senseBuffer] + depositBuffers { Self.clear(buffer) }
    }

    /// Spawns on the CPU (the rule is shared with the CPU backend) and uploads.
    func uploadAgents() {
        let count = max(params.agents, 0)
        reserveAgents(count)
        var words = [UInt32](repeating: 0, count: max(count, 1) * 4)
        words.withUnsafeMutableBufferPointer { packed in
            AgentSpawner.forEachAgent(params: params, fieldSize: fieldSize, seed: seed) { index, agent in
                packed[4 * index] = agent.x.bitPattern
                packed[4 * index + 1] = agent.y.bitPattern
                packed[4 * index + 2] = agent.heading.bitPattern
                packed[4 * index + 3] = UInt32(agent.species) | UInt32(agent.phase16) << 16
            }
        }
        writeAgents(words, count: count)
    }

    /// Makes room for `count` agents (buffers only grow).
    func reserveAgents(_ count: Int) {
        guard count > agentCapacity || agentBuffers[0] == 0 else { return }
        epoxy_glDeleteBuffers(2, &agentBuffers)
        epoxy_glDeleteBuffers(2, &idBuffers)
        epoxy_glDeleteBuffers(1, &rankBuffer)
        let capacity = max(count, 1)
        agentBuffers = (0..<2).map { _ in Self.makeBuffer(bytes: capacity * Self.agentBytes) }
        idBuffers = (0..<2).map { _ in Self.makeBuffer(bytes: capacity * 4) }
        rankBuffer = Self.makeBuffer(bytes: capacity * 4)
        agentCapacity = capacity
    }

    /// Uploads `count` packed agents (4 words each) in spawn order: agent i gets spawn index i.
    func writeAgents(_ words: [UInt32], count: Int) {
        agentCount = count
        currentAgents = 0
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), agentBuffers[0])
        epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, count * Self.agentBytes, words)
        let ids = (0..<UInt32(count)).map { $0 }
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), idBuffers[0])
        epoxy_glBufferSubData(GLenum(GL_SHADER_STORAGE_BUFFER), 0, count * 4, ids)
    }

    static func makeBuffer(bytes: Int) -> GLuint {
        var buffer: GLuint = 0
        epoxy_glGenBuffers(1, &buffer)
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        epoxy_glBufferData(GLenum(GL_SHADER_STORAGE_BUFFER), bytes, nil, GLenum(GL_DYNAMIC_COPY))
        return buffer
    }

    static func clear(_ buffer: GLuint) {
        var zero: UInt32 = 0
        epoxy_glBindBuffer(GLenum(GL_SHADER_STORAGE_BUFFER), buffer)
        epoxy_glClearBufferData(
            GLenum(GL_SHADER_STORAGE_BUFFER), GLenum(GL_R32UI), GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), &zero)
    }

    /// An RGBA32UI buffer-texture view: one texelFetch reads a whole cell.
    static func makeUintView(of buffer: GLuint) -> GLuint { makeView(of: buffer, format: GL_RGBA32UI) }

    /// A buffer-texture view of `buffer` as texels of `format`.
    static func makeView(of buffer: GLuint, format: Int32) -> GLuint {
        var texture: GLuint = 0
        epoxy_glGenTextures(1, &texture)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), texture)
        epoxy_glTexBuffer(GLenum(GL_TEXTURE_BUFFER), GLenum(format), buffer)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_BUFFER), 0)
        return texture
    }
}
