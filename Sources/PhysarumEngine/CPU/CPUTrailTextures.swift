import CEpoxy

/// The CPU backend's field as GL textures for the render passes (GL 3.3 core, no compute):
/// `trail` is RGB32F (one channel per species, trail units), `heads` is RGB8 (agents per cell and
/// species, saturating at 255) for the head glow. Create and use with the render context current.
public final class CPUTrailTextures {
    public let fieldSize: Int
    /// GL_TEXTURE_2D, GL_RGB32F, nearest filtering, repeat wrap (the field wraps).
    public private(set) var trail: GLuint = 0
    /// GL_TEXTURE_2D, GL_RGB8; filled only by `upload(..., heads: true)`.
    public private(set) var heads: GLuint = 0
    private var trailStaging: [Float]
    private var headStaging: [UInt8] = []

    public init(fieldSize: Int) {
        self.fieldSize = fieldSize
        trailStaging = [Float](repeating: 0, count: fieldSize * fieldSize * 3)
        trail = Self.makeTexture(size: fieldSize, internalFormat: GL_RGB32F, type: GL_FLOAT)
        heads = Self.makeTexture(size: fieldSize, internalFormat: GL_RGB8, type: GL_UNSIGNED_BYTE)
    }

    deinit {
        var names = [trail, heads]
        epoxy_glDeleteTextures(2, &names)
    }

    /// Copies the simulation's current trail (and head counts when `heads`) into the textures.
    public func upload(from simulation: CPUSimulation, heads uploadHeads: Bool) {
        precondition(
            simulation.fieldSize == fieldSize, "simulation field \(simulation.fieldSize) ≠ textures \(fieldSize)")
        epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        trailStaging.withUnsafeMutableBufferPointer { buffer in
            simulation.copyTrail(into: buffer)
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), trail)
            epoxy_glTexSubImage2D(
                GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(fieldSize), GLsizei(fieldSize), GLenum(GL_RGB),
                GLenum(GL_FLOAT), buffer.baseAddress)
        }
        if uploadHeads {
            if headStaging.isEmpty { headStaging = [UInt8](repeating: 0, count: fieldSize * fieldSize * 3) }
            headStaging.withUnsafeMutableBufferPointer { buffer in
                simulation.copyHeadCounts(into: buffer)
                epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), heads)
                epoxy_glTexSubImage2D(
                    GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(fieldSize), GLsizei(fieldSize), GLenum(GL_RGB),
                    GLenum(GL_UNSIGNED_BYTE), buffer.baseAddress)
            }
        }
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    private static func makeTexture(size: Int, internalFormat: Int32, type: Int32) -> GLuint {
        var name: GLuint = 0
        epoxy_glGenTextures(1, &name)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), name)
        epoxy_glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(size), GLsizei(size), 0, GLenum(GL_RGB),
            GLenum(type), nil)
        for (parameter, value) in [
            (GL_TEXTURE_MIN_FILTER, GL_NEAREST), (GL_TEXTURE_MAG_FILTER, GL_NEAREST),
            (GL_TEXTURE_WRAP_S, GL_REPEAT), (GL_TEXTURE_WRAP_T, GL_REPEAT),
        ] {
            epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), value)
        }
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return name
    }
}
