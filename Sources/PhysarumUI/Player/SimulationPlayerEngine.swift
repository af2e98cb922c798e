import Foundation
import PhysarumCore
import PhysarumEngine

/// The real simulation (PhysarumEngine's `Engine`) as the player's engine.
public final class SimulationPlayerEngine: PlayerEngine {
    private let backend: Engine.BackendChoice
    private var engine: Engine?
    private var params = PresetParams()

    public init(backend: Engine.BackendChoice = .automatic) {
        self.backend = backend
    }

    public func realize() throws {
        let engine = try Engine(backend: backend, params: params)
        self.engine = engine
        // Say once which backend runs: on software GL `auto` picks the CPU kernel.
        FileHandle.standardError.write(Data("physarum: \(engine.backendChoice.summary)\n".utf8))
    }

    public var backendSummary: String { engine?.backendChoice.summary ?? "" }

    public func apply(_ params: PresetParams) {
        self.params = params
        engine?.apply(params)
    }

    /// The engine runs `simSpeed` steps itself; 0 steps means paused.
    public func frame(width: Int, height: Int, steps: Int) throws {
        guard let engine else { return }
        engine.isPaused = steps == 0
        try engine.frame(viewportWidth: width, viewportHeight: height)
    }

    public func unrealize() {
        engine?.release()
        engine = nil
    }
}
