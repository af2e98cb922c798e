import CEpoxy

/// An RGBA8 framebuffer to render into headlessly and read back as an image.
public final class OffscreenImage {
    public let width: Int
    public let height: Int
    private let target: ColorTarget

    public init(width: Int, height: Int) throws {
        self.width = width
        self.height = height
        target = try ColorTarget(
            width: width, height: height, internalFormat: GL_RGBA8, filter: GL_NEAREST, wrap: GL_CLAMP_TO_EDGE)
    }

    deinit { target.release() }

    /// Binds it as the draw framebuffer (what the renderer draws into).
    public func bind() { target.bind() }

    /// The pixels as RGBA in GL's order (bottom row first) into `rgba` (`width × height × 4` bytes):
    /// the video encoder's input, flipped there.
    public func readRGBA(into rgba: inout [UInt8]) {
        precondition(rgba.count == width * height * 4)
        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.framebuffer)
        epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        epoxy_glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &rgba)
    }

    /// The pixels as RGB, top row first (GL's rows are bottom-up).
    public func readRGB() -> [UInt8] {
        epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.framebuffer)
        epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        epoxy_glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &rgba)
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let source = (height - 1 - y) * width * 4
            let destination = y * width * 3
            for x in 0..<width {
                rgb[destination + 3 * x] = rgba[source + 4 * x]
                rgb[destination + 3 * x + 1] = rgba[source + 4 * x + 1]
                rgb[destination + 3 * x + 2] = rgba[source + 4 * x + 2]
            }
        }
        return rgb
    }
}
