import CEpoxy
import Foundation
import PhysarumCore

/// The player's own viewport pass (`Renderer.renderImage`: crop, kaleidoscope, vignette — the
/// GLSL in `RendererShaderSource`) for preset thumbnails, so a thumbnail is the picture the
/// player shows, with no rule written again on the CPU. It draws in a headless EGL context of
/// its own, made on first use (`HeadlessGLContext`: surfaceless Mesa, an EGL device, or the
/// default display — with or without an X server).
///
/// Safe beside GTK's GL: a context is current per thread, and this one is current only while a
/// thumbnail is drawn, on the calling (thumbnail worker) thread; then whatever was current there
/// before is current again. GTK's contexts live on the main thread, which this never touches
/// (even its teardown runs on a thread of its own): under glvnd a thread may hold one API's
/// context at a time — an EGL context left current on GTK's thread breaks GLX there
/// (scripts/test/test.sh), and on a thread where GLX is current eglMakeCurrent fails with
/// EGL_BAD_ACCESS (tried) — so nothing here may run on it.
public final class ThumbnailViewport: @unchecked Sendable {
    private let lock = NSLock()
    /// The context and what was made in it; nil until the first draw.
    private var gl: ViewportGL?
    /// Why there is no context (tried once; the renderer then falls back to the field picture).
    private(set) var unavailable: String?

    /// The EGL display sources tried (tests leave them out to see the fallback).
    private let displayKinds: Set<HeadlessDisplaySource.Kind>

    public convenience init() { self.init(displayKinds: Set(HeadlessDisplaySource.Kind.allCases)) }

    init(displayKinds: Set<HeadlessDisplaySource.Kind>) { self.displayKinds = displayKinds }

    deinit {
        // GL objects are deleted with their context current, on a thread with no other context.
        guard let gl else { return }
        Thread.detachNewThread { gl.tearDown() }
    }

    /// Composes `buffer` into `image` with this context current (the image's texture lives only
    /// for this draw), draws it through the viewport pass with `params` at the image's size and
    /// reads it back: RGBA, top row first. Nil when no GL context can be had (why is in
    /// `unavailable`); throws when the draw fails.
    func draw(_ image: CPUFieldImage, _ buffer: CPUTrailBuffer, params: PresetParams) throws -> [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        let previous = CurrentEGL()
        defer { previous.restore() }
        guard let gl = prepared() else { return nil }
        gl.context.makeCurrent()
        let side = image.fieldSize
        let texture = image.compose(buffer, params: params)
        defer { image.release() }
        let target = try gl.target(side: side)
        target.bind()
        try gl.renderer.renderImage(texture, params: params, viewportWidth: side, viewportHeight: side)
        var bottomUp = [UInt8](repeating: 0, count: side * side * 4)
        target.readRGBA(into: &bottomUp)
        let rowBytes = side * 4
        var rgba = [UInt8](repeating: 0, count: bottomUp.count)
        for row in 0..<side {
            rgba[(row * rowBytes)..<((row + 1) * rowBytes)] =
                bottomUp[((side - 1 - row) * rowBytes)..<((side - row) * rowBytes)]
        }
        return rgba
    }

    /// The context, made (and current) on first use; nil when it cannot be made.
    private func prepared() -> ViewportGL? {
        if let gl { return gl }
        if unavailable != nil { return nil }
        do {
            let context = try HeadlessGLContext(kinds: displayKinds)
            let made = ViewportGL(context: context, renderer: try Renderer())
            gl = made
            return made
        } catch {
            unavailable = "\(error)"
            return nil
        }
    }
}

/// What the thumbnail viewport made in its context.
private final class ViewportGL: @unchecked Sendable {
    let context: HeadlessGLContext
    let renderer: Renderer
    private var targets: [Int: OffscreenImage] = [:]

    init(context: HeadlessGLContext, renderer: Renderer) {
        self.context = context
        self.renderer = renderer
    }

    /// The offscreen image of `side`², kept for the next thumbnail.
    func target(side: Int) throws -> OffscreenImage {
        if let target = targets[side] { return target }
        let target = try OffscreenImage(width: side, height: side)
        targets[side] = target
        return target
    }

    /// Deletes the GL objects with the context current; the context goes with the last reference.
    func tearDown() {
        context.makeCurrent()
        targets = [:]
        renderer.release()
    }
}

/// The EGL context current on the calling thread when made (none is fine), to make it current
/// again afterwards: a caller's own context (a test's, `physarum render`'s) survives a thumbnail.
private struct CurrentEGL {
    let display = epoxy_eglGetCurrentDisplay()
    let context = epoxy_eglGetCurrentContext()
    let draw = epoxy_eglGetCurrentSurface(EGLint(EGL_DRAW))
    let read = epoxy_eglGetCurrentSurface(EGLint(EGL_READ))

    func restore() {
        if let context, let display {
            _ = epoxy_eglMakeCurrent(display, draw, read, context)
        } else if let current = epoxy_eglGetCurrentDisplay() {
            _ = epoxy_eglMakeCurrent(current, nil, nil, nil)
        }
    }
}
