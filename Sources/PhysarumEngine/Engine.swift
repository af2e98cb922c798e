import CEpoxy
import CSimKernel
import PhysarumCore

/// What the app drives: a simulation backend and the renderer, in one GL context. The backend
/// holds the parameters in effect; the engine keeps no copy.
public final class Engine {
    /// Which simulation backend to run; the raw values are `--backend auto|gpu|cpu`.
    public enum BackendChoice: String, CaseIterable, Sendable {
        /// The CPU on software renderers or without compute shaders, else the GPU
        /// (`SimulationBackendSelection`).
        case automatic = "auto"
        case gpu
        case cpu
    }

    public typealias Backend = SimulationBackend & RenderInputSource

    /// The backend, settled: no step of the CPU pipeline runs while the caller holds it.
    public var backend: Backend {
        pipeline?.settle()
        return simulation
    }
    private let simulation: Backend
    /// The CPU backend's steps and picture, composed off the frame thread, and the texture the
    /// picture is drawn from (nil on the GPU, whose steps are queued GL work and whose trail the GL
    /// passes read where it is).
    private let pipeline: CPUFramePipeline?
    private let imageTexture: CPUImageTexture?
    /// The CPU backend's picture at the viewport's size, copied into the framebuffer; the
    /// texture above is for the GL viewport pass (kaleidoscope, redraws at other sizes).
    let viewportPicture: CPUViewportPicture?
    /// The CPU backend's picture last drawn, and whether it went by `viewportPicture`.
    private var lastShown: CPUFrameImage?
    private var lastShownCopied = false
    public let renderer: Renderer
    /// The backend that runs and why (`bench --json` key `backend`).
    public let backendChoice: SimulationBackendChoice
    /// The GL context the engine was made in.
    public let context: GLContextInfo

    /// The parameters in effect (the newest applied; reading them never waits for a step).
    public var params: PresetParams { pipeline?.params ?? simulation.params }
    /// The picture's own parameters (`apply(_:picture:)`), nil when they are those in effect.
    private var picture: PresetParams?
    /// The GPU backend's strokes, painted at the next frame (its GL context is current only there).
    private var pendingStrokes: [PaintCapsule] = []
    /// Called for each stroke when it is painted, with the step index then (the stroke log's step).
    public var onPainted: ((Int, PaintCapsule) -> Void)? {
        didSet { pipeline?.onPainted = onPainted }
    }

    /// Creates the backend and renderer in the current GL context: decides there what it can run
    /// (`SimulationBackendSelection`); throws `EngineError.contextTooOld` below the render version.
    public init(
        fieldSize: Int = FieldSize.standard, backend choice: BackendChoice = .automatic,
        params: PresetParams = PresetParams(), seed: UInt64 = 1
    ) throws {
        let info = GLContextInfo.current()
        context = info
        try info.requireRenderer()
        backendChoice = SimulationBackendSelection.choose(choice, context: info)
        switch backendChoice.kind {
        case .gpu:
            try info.requireGPUSimulation()
            simulation = try GPUSimulation(fieldSize: fieldSize, params: params, seed: seed)
            pipeline = nil
            imageTexture = nil
            viewportPicture = nil
        case .cpu:
            do {
                let cpu = try CPUSimulation(fieldSize: fieldSize, params: params, seed: seed)
                simulation = cpu
                pipeline = try CPUFramePipeline(cpu)
                imageTexture = CPUImageTexture(fieldSize: fieldSize)
                viewportPicture = CPUViewportPicture()
            } catch {
                throw EngineError.backendUnavailable("\(error)")
            }
        }
        renderer = try Renderer()
    }

    /// How many frames after `apply` the picture shows the simulation's parameters (what the steps
    /// do): 1 on the CPU, whose pipeline steps a frame ahead (`CPUFramePipeline`), 0 on the GPU.
    /// The picture's look (exposure, colours, effects) shows with the frame that applies it on
    /// both. `record --audio` applies each frame's sound this far ahead to the steps and the
    /// frame's own to the look (`apply(_:picture:)`), so picture and sound agree.
    public var framesUntilStepsShow: Int { pipeline == nil ? 0 : 1 }

    /// Applies parameters live (respawn parameters re-seed the agents). `picture`: parameters for
    /// the picture's look when they differ from the simulation's (nil: the same).
    public func apply(_ newParams: PresetParams, picture: PresetParams? = nil) {
        self.picture = picture
        if let pipeline { pipeline.apply(newParams) } else { simulation.apply(newParams) }
    }

    /// What the picture is drawn with: its own parameters, else those in effect.
    private var pictureParams: PresetParams { picture ?? params }

    /// Paints `capsule` at the next frame, before its steps (docs/PAINTING.md): from any caller,
    /// with no GL context current and no step of the CPU pipeline waited for. Throws at once for a
    /// brush or position out of range.
    public func paint(_ capsule: PaintCapsule) throws {
        _ = try SimBrush(capsule, fieldSize: simulation.fieldSize)
        if let pipeline { pipeline.paint(capsule) } else { pendingStrokes.append(capsule) }
    }

    private func paintPending() {
        let strokes = pendingStrokes
        pendingStrokes = []
        simulation.paint(strokes, reporting: onPainted)
    }

    /// Re-seeds the agents and clears the field and the feedback history.
    public func respawn(seed: UInt64) {
        if let pipeline { pipeline.respawn(seed: seed) } else { simulation.respawn(seed: seed) }
        renderer.resetHistory()
    }

    /// Advances exactly `steps` simulation steps (0 renders the current state again), then renders
    /// into the bound framebuffer. On the CPU a worker steps and composes the picture a frame
    /// ahead (`CPUFramePipeline`: this frame shows the steps asked for before it, and starts its
    /// own): the frame thread makes the viewport's picture from it in C and copies it in
    /// (`CPUViewportPicture`), or with the kaleidoscope on, and for a last frame, uploads it and
    /// draws the GL viewport pass; it never waits for a step not yet due. `last`: no frame follows
    /// (one picture), so none is stepped ahead.
    public func frame(steps: Int, viewportWidth: Int, viewportHeight: Int, last: Bool = false) throws {
        if pipeline == nil { paintPending() }
        if let pipeline, let imageTexture, let viewportPicture {
            let viewport = ViewportEffects(RenderSettings(params: pictureParams), enabled: renderer.enabledEffects)
            // A last frame is a one-off picture (`physarum render`): drawn by the GL pass, as
            // snapshots redraw it, so both give the same bytes for the same state.
            let copies = !last && CPUViewportPicture.covers(viewport)
            let request = CPUViewportRequest(width: viewportWidth, height: viewportHeight, vignette: viewport.vignette)
            let shown = pipeline.frame(
                steps: steps, effects: renderer.enabledEffects, startsNextBatch: !last,
                viewport: copies ? request : nil, picture: picture)
            lastShown = shown
            lastShownCopied = copies
            if copies {
                try viewportPicture.draw(shown, request)
            } else {
                try renderer.renderImage(
                    imageTexture.show(shown), params: pictureParams, viewportWidth: viewportWidth,
                    viewportHeight: viewportHeight)
            }
        } else {
            simulation.step(count: steps)
            let look = pictureParams
            let inputs = simulation.renderInputs(includeHeads: look.headGlow > 0)
            try renderer.render(inputs, params: look, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        }
    }

    /// Whether a frame was drawn that `redrawLast` can draw again.
    public var hasFrame: Bool { pipeline == nil ? renderer.hasComposedFrame : lastShown != nil }

    /// The last frame drawn again through the GL viewport pass at any size into the bound
    /// framebuffer, with no step and no field pass (snapshots, a clip at another size than the
    /// window). Nothing is drawn before the first frame.
    public func redrawLast(viewportWidth: Int, viewportHeight: Int) throws {
        if let imageTexture, let lastShown {
            try renderer.renderImage(
                imageTexture.show(lastShown), params: pictureParams, viewportWidth: viewportWidth,
                viewportHeight: viewportHeight)
        } else if pipeline == nil {
            try renderer.redrawLast(
                params: pictureParams, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        }
    }

    /// The last frame drawn again, as `redrawLast` draws it, into the bound framebuffer of another
    /// GL context that shares this one's objects (the performance output): the simulation runs
    /// once, in the player's context, and both views show its newest frame.
    public func mirrorLast(viewportWidth: Int, viewportHeight: Int) throws {
        try renderer.drawingInSharedContext {
            try redrawLast(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        }
    }

    /// The last frame presented again as cheaply as this backend can, with no step and no pass
    /// that was not needed to show it (`bench --window`'s present-only ceiling): the CPU's copied
    /// picture is copied again; otherwise the last composed field is drawn with no effect.
    public func presentLast(viewportWidth: Int, viewportHeight: Int) throws {
        if lastShownCopied, let viewportPicture,
            viewportPicture.drawAgain(width: viewportWidth, height: viewportHeight)
        {
            return
        }
        try renderer.presentLast(viewportWidth: viewportWidth, viewportHeight: viewportHeight)
    }

    /// Deletes GL objects; call with the context current (GtkGLArea "unrealize").
    public func release() {
        pipeline?.settle()
        simulation.release()
        imageTexture?.release()
        viewportPicture?.release()
        renderer.release()
    }
}
