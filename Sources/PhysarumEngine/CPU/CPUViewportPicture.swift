import CEpoxy
import CSimKernel

/// The CPU backend's picture at the viewport's size, composed in C from the field image
/// (`sim_viewport_compose`: crop, vignette) and copied into the bound framebuffer with a blit.
/// Why: on llvmpipe the filtered viewport pass costs about a third of a window frame's CPU, while
/// composing in C and a same-size blit (a plain copy there) cost a fraction of it. The
/// kaleidoscope is not done here (`CPUViewportPicture.covers`): those frames take the GL pass.
/// Composes and uploads only a picture it does not hold yet, so a paused frame is one blit.
/// Needs a current GL context; `release` before it goes.
final class CPUViewportPicture {
    /// Composes so far (tests).
    private(set) var composes = 0
    private var pixels: UnsafeMutableBufferPointer<UInt8>?
    /// The texture the picture is uploaded into, with the framebuffer it is blitted from.
    private var target: ColorTarget?
    private var size = (width: 0, height: 0)
    /// What the texture holds: which image at which version, with which vignette.
    private var held: (image: ObjectIdentifier, version: Int, vignette: Float)?

    /// Whether this picture can show the viewport pass for `settings` with `effects` on: not with
    /// the kaleidoscope folding it (the GL pass does that).
    static func covers(_ viewport: ViewportEffects) -> Bool { viewport.kaleidoscope == 0 }

    /// Draws `image` at `width × height` with `vignette` into the bound draw framebuffer.
    func draw(_ image: CPUFrameImage, vignette: Float, width: Int, height: Int) throws {
        guard width > 0, height > 0 else { return }
        if (width, height) != size { try resize(width: width, height: height) }
        let key = (ObjectIdentifier(image), image.version, vignette)
        if held.map({ $0 != key }) ?? true {
            held = nil
            guard let pixels, let target,
                sim_viewport_compose(
                    image.pixels.baseAddress, Int32(image.fieldSize), RendererShaderSource.imageRange, vignette,
                    Int32(width), Int32(height), pixels.baseAddress) != 0
            else { throw CPUSimulationError.outOfMemory("the viewport picture") }
            composes += 1
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), target.texture)
            epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
            epoxy_glTexSubImage2D(
                GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA),
                GLenum(GL_UNSIGNED_BYTE), pixels.baseAddress)
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
            held = key
        }
        blit()
    }

    /// Draws the picture held again, if it is `width × height`; false if there is none that size.
    func drawAgain(width: Int, height: Int) -> Bool {
        guard held != nil, (width, height) == size else { return false }
        blit()
        return true
    }

    /// Deletes the texture and framebuffer; call with their context current.
    func release() {
        target?.release()
        target = nil
        pixels?.deallocate()
        pixels = nil
        size = (0, 0)
        held = nil
    }

    deinit { pixels?.deallocate() }

    /// The picture copied 1:1 into the bound draw framebuffer; the read binding is restored.
    private func blit() {
        guard let target else { return }
        var previous: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_READ_FRAMEBUFFER_BINDING), &previous)
        epoxy_glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), target.framebuffer)
        epoxy_glDisable(GLenum(GL_SCISSOR_TEST))
        let w = GLint(size.width), h = GLint(size.height)
        epoxy_glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        epoxy_glBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), GLuint(previous))
    }

    private func resize(width: Int, height: Int) throws {
        release()
        target = try ColorTarget(
            width: width, height: height, internalFormat: GL_RGBA8, filter: GL_NEAREST, wrap: GL_CLAMP_TO_EDGE)
        pixels = .allocate(capacity: width * height * 4)
        size = (width, height)
    }
}
