import Foundation
import PhysarumCore

/// The real simulation (`Engine`) behind the window's `PlayerEngine` seam; the `physarum`
/// executable hands it to the UI.
public final class SimulationPlayerEngine: PlayerEngine {
    private let backend: Engine.BackendChoice
    private var engine: Engine?

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
    }

    public func presentLast(width: Int, height: Int) throws {
        try engine?.renderer.presentLast(viewportWidth: width, viewportHeight: height)
    }

    public func capture(width: Int, height: Int) throws -> CapturedFrame {
        guard let engine else { throw CaptureUnsupported() }
        return try engine.capture(width: width, height: height)
    }

    public func unrealize() {
        engine?.release()
        engine = nil
    }
}
