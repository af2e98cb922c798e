import CEpoxy

/// The two textures `RenderInputs` names, owned together. Needs only GL 3.3: a CPU backend fills
/// them each frame with `uploadTrail` / `uploadHeadCounts` (glTexSubImage2D); the GPU backend
/// writes them from compute shaders.
public final class RenderInputTextures {
    public let fieldSize: Int
    /// `GL_RGBA32F`, species trail per channel, trail units.
    public private(set) var trailTexture: GLuint = 0
    /// `GL_R32UI`, agent heads per cell.
    public private(set) var headTexture: GLuint = 0

    /// Creates both textures, cleared to zero; needs a current GL ≥ 3.3 context.
    public init(fieldSize: Int) {
        self.fieldSize = fieldSize
        let side = GLsizei(fieldSize)
        epoxy_glGenTextures(1, &trailTexture)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), trailTexture)
        let zeros = [Float](repeating: 0, count: fieldSize * fieldSize * 4)
        epoxy_glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, GL_RGBA32F, side, side, 0, GLenum(GL_RGBA), GLenum(GL_FLOAT), zeros)
        Self.setFilter(GL_LINEAR)
        epoxy_glGenTextures(1, &headTexture)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), headTexture)
        let zeroCounts = [UInt32](repeating: 0, count: fieldSize * fieldSize)
        epoxy_glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, GL_R32UI, side, side, 0, GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT),
            zeroCounts)
        // Integer textures are incomplete with linear filters: texelFetch would read 0.
        Self.setFilter(GL_NEAREST)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    /// Uploads a trail field: `fieldSize² × 3` floats, row-major, species interleaved (the
    /// `SimulationBackend.readTrail` layout), in trail units.
    public func uploadTrail(_ values: UnsafeBufferPointer<Float>) {
        precondition(values.count == fieldSize * fieldSize * 3, "trail upload must be fieldSize² × 3 floats")
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), trailTexture)
        epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        epoxy_glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(fieldSize), GLsizei(fieldSize),
            GLenum(GL_RGB), GLenum(GL_FLOAT), values.baseAddress)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    /// Uploads head counts: `fieldSize²` values, row-major.
    public func uploadHeadCounts(_ counts: UnsafeBufferPointer<UInt32>) {
        precondition(counts.count == fieldSize * fieldSize, "head upload must be fieldSize² counts")
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), headTexture)
        epoxy_glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(fieldSize), GLsizei(fieldSize),
            GLenum(GL_RED_INTEGER), GLenum(GL_UNSIGNED_INT), counts.baseAddress)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
    }

    /// The inputs naming these textures.
    public func inputs(includeHeads: Bool) -> RenderInputs {
        RenderInputs(trailTexture: trailTexture, headTexture: includeHeads ? headTexture : nil, fieldSize: fieldSize)
    }

    /// Deletes the textures; call with the owning context current (GtkGLArea "unrealize").
    public func release() {
        if trailTexture != 0 { epoxy_glDeleteTextures(1, &trailTexture) }
        if headTexture != 0 { epoxy_glDeleteTextures(1, &headTexture) }
        trailTexture = 0
        headTexture = 0
    }

    private static func setFilter(_ filter: Int32) {
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), GL_REPEAT)
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), GL_REPEAT)
    }
}
