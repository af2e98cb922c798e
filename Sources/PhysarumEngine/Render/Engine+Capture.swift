import CEpoxy
import PhysarumCore

extension Engine {
    /// The frame last rendered, drawn again through the viewport pass at `width × height` into an
    /// offscreen RGBA8 image and read back; the caller's framebuffer binding is restored.
    /// Works on both paths (the GPU backend's float field, the CPU backend's image).
    public func capture(width: Int, height: Int) throws -> CapturedFrame {
        guard hasFrame else { throw EngineError.noFrameYet }
        var previous: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        defer { epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(previous)) }
        let image = try OffscreenImage(width: width, height: height)
        image.bind()
        try redrawLast(viewportWidth: width, viewportHeight: height)
        // The image reads back exactly its own size: a mismatch would be a readback bug.
        guard let frame = CapturedFrame(width: width, height: height, rgb: image.readRGB()) else {
            throw EngineError.glError(operation: "capture readback", code: 0)
        }
        return frame
    }
}
