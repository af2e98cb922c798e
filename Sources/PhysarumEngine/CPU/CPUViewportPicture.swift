import CEpoxy
import CSimKernel

/// What a viewport picture is made for: the framebuffer's size and the vignette.
struct CPUViewportRequest: Equatable {
    let width: Int
    let height: Int
    let vignette: Float
}

/// The CPU backend's picture at the viewport's size, composed in C from the field image
/// (`sim_viewport_compose`: crop, vignette) and copied into the bound framebuffer with a blit.
/// Why: on llvmpipe the filtered viewport pass costs a large share of a window frame's CPU, while
/// composing in C and a same-size blit (a plain copy there) cost a fraction of it
/// (docs/BENCHMARKS.md, "The window (CPU backend)"). The
/// kaleidoscope is not done here (`CPUViewportPicture.covers`): those frames take the GL pass.
/// A running frame's picture is usually made ahead on the worker (`CPUFrameImage.makeViewport`)
/// and only uploaded here; what the worker did not make (the first frame, a vignette edit while
/// paused, a new size) is composed here. Uploads only a picture it does not hold yet, so a paused
/// frame is one blit. Needs a current GL context; `release` before it goes.
final class CPUViewportPicture {
    /// Pictures composed on this (the frame) thread, and pictures uploaded, so far (tests).
    private(set) var composes = 0
    private(set) var uploads = 0
    /// Where this thread composes a picture the worker did not make; allocated on first need
    /// (running frames use the worker's).
    private var pixels: UnsafeMutableBufferPointer<UInt8>?
    /// The texture the picture is uploaded into, with the framebuffer it is blitted from.
    private var target: ColorTarget?
    private var size = (width: 0, height: 0)
    /// What the texture holds: which image at which version, made for what.
    private struct Held: Equatable {
        let image: ObjectIdentifier
        let version: Int
        let request: CPUViewportRequest
    }
    private var held: Held?

    /// Whether this picture can show the viewport pass `viewport` asks for: not with the
    /// kaleidoscope folding it (the GL pass does that).
    static func covers(_ viewport: ViewportEffects) -> Bool { viewport.kaleidoscope == 0 }

    /// `image` at the request's size and vignette into `out` (`width × height × 4` bytes); false
    /// when the C code could not have its scratch memory.
    static func compose(_ image: CPUFrameImage, _ request: CPUViewportRequest, into out: UnsafeMutablePointer<UInt8>)
        -> Bool
    {
        sim_viewport_compose(
            image.pixels.baseAddress, Int32(image.fieldSize), RendererShaderSource.imageRange, request.vignette,
            Int32(request.width), Int32(request.height), out) != 0
    }

    /// Draws `image` for `request` into the bound draw framebuffer.
    func draw(_ image: CPUFrameImage, _ request: CPUViewportRequest) throws {
        guard request.width > 0, request.height > 0 else { return }
        if (request.width, request.height) != size { try resize(width: request.width, height: request.height) }
        guard let target else { return }
        let key = Held(image: ObjectIdentifier(image), version: image.version, request: request)
        if held != key {
            held = nil
            let source: UnsafeMutablePointer<UInt8>
            if let made = image.viewport, made.request == request, made.version == image.version {
                source = made.pixels.baseAddress!
            } else {
                let pixels = self.pixels ?? .allocate(capacity: request.width * request.height * 4)
                self.pixels = pixels
                guard Self.compose(image, request, into: pixels.baseAddress!) else {
                    throw CPUSimulationError.outOfMemory("the viewport picture")
                }
                composes += 1
                source = pixels.baseAddress!
            }
            uploads += 1
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), target.texture)
            epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
            epoxy_glTexSubImage2D(
                GLenum(GL_TEXTURE_2D), 0, 0, 0, GLsizei(request.width), GLsizei(request.height), GLenum(GL_RGBA),
                GLenum(GL_UNSIGNED_BYTE), source)
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
        size = (width, height)
    }
}
