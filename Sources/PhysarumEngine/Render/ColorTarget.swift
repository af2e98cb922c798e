import CEpoxy

/// A colour texture with its framebuffer (GL 3.3): a render pass target.
final class ColorTarget {
    let width: Int
    let height: Int
    private(set) var texture: GLuint = 0
    private(set) var framebuffer: GLuint = 0

    /// `internalFormat` e.g. GL_RGBA16F (passes) or GL_RGBA8 (PNG readback).
    init(width: Int, height: Int, internalFormat: Int32, filter: Int32 = GL_LINEAR, wrap: Int32 = GL_REPEAT) throws {
        self.width = width
        self.height = height
        epoxy_glGenTextures(1, &texture)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        epoxy_glTexImage2D(
            GLenum(GL_TEXTURE_2D), 0, internalFormat, GLsizei(width), GLsizei(height), 0,
            GLenum(GL_RGBA), GLenum(GL_FLOAT), nil)
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), filter)
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter)
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_S), wrap)
        epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_WRAP_T), wrap)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        var previous: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        epoxy_glGenFramebuffers(1, &framebuffer)
        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        epoxy_glFramebufferTexture2D(
            GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
        let status = epoxy_glCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        epoxy_glClearColor(0, 0, 0, 1)
        epoxy_glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(previous))
        guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else {
            release()
            throw EngineError.framebufferIncomplete(status: UInt32(status))
        }
    }

    /// Binds the framebuffer and sets the viewport to the whole target.
    func bind() {
        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        epoxy_glViewport(0, 0, GLsizei(width), GLsizei(height))
    }

    func clear() {
        var previous: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
        epoxy_glClearColor(0, 0, 0, 1)
        epoxy_glClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(previous))
    }

    func release() {
        if framebuffer != 0 { epoxy_glDeleteFramebuffers(1, &framebuffer) }
        if texture != 0 { epoxy_glDeleteTextures(1, &texture) }
        framebuffer = 0
        texture = 0
    }
}
