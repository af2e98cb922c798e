import CEpoxy
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

    public let backend: Backend
    public let renderer: Renderer
    /// The backend that runs and why (`bench --json` key `backend`).
    public let backendChoice: SimulationBackendChoice
    /// The GL context the engine was made in.
    public let context: GLContextInfo

    /// The parameters in effect (the backend's).
    public var params: PresetParams { backend.params }

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
            backend = try GPUSimulation(fieldSize: fieldSize, params: params, seed: seed)
        case .cpu:
            do {
                backend = try CPUSimulation(fieldSize: fieldSize, params: params, seed: seed)
            } catch {
                throw EngineError.backendUnavailable("\(error)")
            }
        }
        renderer = try Renderer()
    }

    /// Applies parameters live (respawn parameters re-seed the agents).
    public func apply(_ newParams: PresetParams) {
        backend.apply(newParams)
    }

    /// Re-seeds the agents and clears the field and the feedback history.
    public func respawn(seed: UInt64) {
        backend.respawn(seed: seed)
        renderer.resetHistory()
    }

    /// Runs exactly `steps` simulation steps (0 renders the current state again), then renders
    /// into the bound framebuffer.
    public func frame(steps: Int, viewportWidth: Int, viewportHeight: Int) throws {
        backend.step(count: steps)
        let inputs = backend.renderInputs(includeHeads: params.headGlow > 0)
        try renderer.render(inputs, params: params, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
    }

    /// Deletes GL objects; call with the context current (GtkGLArea "unrealize").
    public func release() {
        backend.release()
        renderer.release()
    }
}
