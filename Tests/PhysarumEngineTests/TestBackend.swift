import PhysarumCore
import XCTest

@testable import PhysarumEngine

/// The two simulation backends, so one test body runs against each (`testX_gpu`/`testX_cpu`
/// wrappers call a shared body with the backend).
enum TestBackend: String, CaseIterable {
    case gpu
    case cpu

    /// A fresh simulation. The GPU needs the shared headless context (the test skips, saying why,
    /// without one); the CPU runs on every core.
    func make(fieldSize: Int, params: PresetParams, seed: UInt64 = 1) throws -> any TestSimulation {
        switch self {
        case .gpu:
            _ = try TestGL.context()
            return try GPUSimulation(fieldSize: fieldSize, params: params, seed: seed)
        case .cpu:
            return try CPUSimulation(fieldSize: fieldSize, params: params, seed: seed)
        }
    }

    var engineChoice: Engine.BackendChoice {
        switch self {
        case .gpu: .gpu
        case .cpu: .cpu
        }
    }
}

/// A backend with hand-placed agents, for the rule tests.
protocol TestSimulation: SimulationBackend {
    /// Replaces the agents (the trail stays; phases are 0).
    func place(_ agents: [SpawnedAgent]) throws
    /// The agents in the backend's current order.
    func agents() -> [SpawnedAgent]
}

extension GPUSimulation: TestSimulation {
    func place(_ agents: [SpawnedAgent]) throws {
        sortInterval = 0  // keep the placed order
        loadAgents(agents)
    }

    func agents() -> [SpawnedAgent] { readAgents() }
}

extension CPUSimulation: TestSimulation {
    func place(_ agents: [SpawnedAgent]) throws {
        try setAgents(agents.map { CPUAgent(x: $0.x, y: $0.y, heading: $0.heading, species: $0.species) })
    }

    func agents() -> [SpawnedAgent] {
        withAgents { view in
            (0..<view.count).map {
                SpawnedAgent(
                    x: view.x[$0], y: view.y[$0], heading: view.heading[$0], species: Int(view.species[$0]), phase16: 0)
            }
        }
    }
}
