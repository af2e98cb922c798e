import CEpoxy
import PhysarumCore

extension Engine {
    /// The frame last rendered, drawn again through the viewport pass at `width × height` into an
    /// offscreen RGBA8 image and read back; the caller's framebuffer binding is restored.
    public func capture(width: Int, height: Int) throws -> CapturedFrame {
        var previous: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        defer { epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(previous)) }
        let image = try OffscreenImage(width: width, height: height)
        image.bind()
        try renderer.redrawLast(params: params, viewportWidth: width, viewportHeight: height)
        return CapturedFrame(width: width, height: height, rgb: image.readRGB())
    }
}
