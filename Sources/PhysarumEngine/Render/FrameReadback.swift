import CEpoxy

/// Reads frames back without stalling: `queue` starts an asynchronous copy of the bound
/// framebuffer into a pixel-buffer object, `take` maps the one queued a frame earlier, by when
/// the GPU has long finished it. Two buffers alternate. All calls need the context current;
/// `release` before the context goes (its buffers die with the context otherwise).
public final class FrameReadback {
    private var buffers: [GLuint] = [0, 0]
    private var capacity = [0, 0]
    private var next = 0
    /// The buffer holding a queued frame and its size, until taken.
    private var pending: (index: Int, width: Int, height: Int)?

    public init() {}

    /// Starts copying the bottom-left `width × height` of the bound read framebuffer (RGBA8).
    /// A frame still pending is replaced (its bytes were never taken).
    public func queue(width: Int, height: Int) {
        let index = next
        next = 1 - next
        if buffers[index] == 0 { epoxy_glGenBuffers(1, &buffers[index]) }
        let bytes = width * height * 4
        epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffers[index])
        if capacity[index] != bytes {
            epoxy_glBufferData(GLenum(GL_PIXEL_PACK_BUFFER), GLsizeiptr(bytes), nil, GLenum(GL_STREAM_READ))
            capacity[index] = bytes
        }
        epoxy_glPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        epoxy_glReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
        pending = (index, width, height)
    }

    /// Hands the frame queued earlier to `body` (RGBA, bottom row first) and forgets it; false
    /// when none is pending.
    @discardableResult
    public func take(_ body: (UnsafeRawBufferPointer, _ width: Int, _ height: Int) -> Void) -> Bool {
        guard let pending else { return false }
        self.pending = nil
        let bytes = pending.width * pending.height * 4
        epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), buffers[pending.index])
        defer { epoxy_glBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0) }
        guard
            let mapped = epoxy_glMapBufferRange(
                GLenum(GL_PIXEL_PACK_BUFFER), 0, GLsizeiptr(bytes), GLbitfield(GL_MAP_READ_BIT))
        else { return false }
        body(UnsafeRawBufferPointer(start: mapped, count: bytes), pending.width, pending.height)
        // False only when the store was lost meanwhile; the bytes are handed on already.
        _ = epoxy_glUnmapBuffer(GLenum(GL_PIXEL_PACK_BUFFER))
        return true
    }

    /// Deletes the buffers.
    public func release() {
        for index in buffers.indices where buffers[index] != 0 { epoxy_glDeleteBuffers(1, &buffers[index]) }
        buffers = [0, 0]
        capacity = [0, 0]
        pending = nil
    }
}
