import CEpoxy
import Foundation
import PhysarumCore

/// The real simulation (`Engine`) behind the window's `PlayerEngine` seam; the `physarum`
/// executable hands it to the UI.
public final class SimulationPlayerEngine: PlayerEngine {
    private let backend: Engine.BackendChoice
    private var engine: Engine?
    /// Recording's readback, made on first use.
    private var readback: FrameReadback?
    /// Where a clip frame is redrawn when the window's size is not the clip's (resized while
    /// recording): the clip keeps its size.
    private var clipImage: OffscreenImage?
    /// The viewport of the last frame drawn.
    private var lastViewport = (width: 0, height: 0)

    public init(backend: Engine.BackendChoice = .automatic) {
        self.backend = backend
    }

    /// The render passes' version: below it nothing runs; at or above, `realize` picks the backend.
    public var requiredGLVersion: GLVersion { GLRequirements.render }

    public func realize(params: PresetParams) throws {
        let engine = try Engine(backend: backend, params: params)
        self.engine = engine
        // Say once which backend runs: on software GL `auto` picks the CPU kernel.
        FileHandle.standardError.write(
            Data("physarum: \(engine.backendChoice.summary) on \(engine.context)\n".utf8))
    }

    public var backendSummary: String { engine?.backendChoice.summary ?? "" }

    public func apply(_ params: PresetParams) {
        engine?.apply(params)
    }

    public func frame(width: Int, height: Int, steps: Int) throws {
        try engine?.frame(steps: steps, viewportWidth: width, viewportHeight: height)
        lastViewport = (width, height)
    }

    public func presentLast(width: Int, height: Int) throws {
        try engine?.presentLast(viewportWidth: width, viewportHeight: height)
    }

    public func mirror(width: Int, height: Int) throws {
        try engine?.mirrorLast(viewportWidth: width, viewportHeight: height)
    }

    public func capture(width: Int, height: Int) throws -> CapturedFrame {
        guard let engine else { throw CaptureUnsupported() }
        return try engine.capture(width: width, height: height)
    }

    public func queueReadback(width: Int, height: Int) {
        guard let engine else { return }
        let readback = self.readback ?? FrameReadback()
        self.readback = readback
        guard (width, height) != lastViewport else { return readback.queue(width: width, height: height) }
        var previous: GLint = 0
        epoxy_glGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &previous)
        defer { epoxy_glBindFramebuffer(GLenum(GL_FRAMEBUFFER), GLuint(previous)) }
        if clipImage.map({ ($0.width, $0.height) != (width, height) }) ?? true {
            clipImage = try? OffscreenImage(width: width, height: height)
        }
        guard let clipImage else { return }
        clipImage.bind()
        try? engine.redrawLast(viewportWidth: width, viewportHeight: height)
        readback.queue(width: width, height: height)
    }

    public func takeReadback(_ body: (UnsafeRawBufferPointer, _ width: Int, _ height: Int) -> Void) -> Bool {
        readback?.take(body) ?? false
    }

    public func unrealize() {
        readback?.release()
        readback = nil
        clipImage = nil
        engine?.release()
        engine = nil
    }
}
