import CEpoxy

/// The GL texture a CPU-composed field image (`CPUFrameImage`) is drawn from: RGBA8, `fieldSize²`,
/// linear filtering, repeating (like the renderer's field targets). Uploads only a picture it
/// does not hold yet, so a paused frame costs no upload. Needs a current GL context.
final class CPUImageTexture {
    let fieldSize: Int
    private(set) var texture: GLuint = 0
    /// Pictures uploaded so far (tests).
    private(set) var uploads = 0
    /// Which image, at which version, the texture holds.
    private var held: (image: ObjectIdentifier, version: Int)?

    init(fieldSize: Int) {
        self.fieldSize = fieldSize
    }

    /// Makes the texture hold `image`; returns it.
    @discardableResult
    func show(_ image: CPUFrameImage) -> GLuint {
        precondition(image.fieldSize == fieldSize, "image of another field size")
        if let held, held.image == ObjectIdentifier(image), held.version == image.version, texture != 0 {
            return texture
        }
        upload(UnsafeRawPointer(image.pixels.baseAddress!))
        held = (ObjectIdentifier(image), image.version)
        return texture
    }

    /// Deletes the texture; call with its context current.
    func release() {
        if texture != 0 { epoxy_glDeleteTextures(1, &texture) }
        texture = 0
        held = nil
    }

    /// Uploads `fieldSize²` RGBA8 pixels; returns the texture.
    @discardableResult
    func upload(_ pixels: UnsafeRawPointer) -> GLuint {
        held = nil
        uploads += 1
        let side = GLsizei(fieldSize)
        if texture == 0 {
            epoxy_glGenTextures(1, &texture)
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture)
            epoxy_glTexImage2D(
                GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, side, side, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            for (name, value) in [
                (GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                (GL_TEXTURE_WRAP_S, GL_REPEAT), (GL_TEXTURE_WRAP_T, GL_REPEAT),
            ] {
                epoxy_glTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(name), value)
            }
        } else {
            epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), texture)
        }
        epoxy_glPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 4)
        epoxy_glTexSubImage2D(
            GLenum(GL_TEXTURE_2D), 0, 0, 0, side, side, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
        epoxy_glBindTexture(GLenum(GL_TEXTURE_2D), 0)
        return texture
    }
}
