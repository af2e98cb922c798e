import Glibc
import PhysarumCore

/// One CPU benchmark: medians over several timed runs after a warm-up (patterns formed).
public struct CPUBenchmarkResult: Codable, Equatable, Sendable {
    /// Per-pass wall time, milliseconds per step (medians).
    public struct Passes: Codable, Equatable, Sendable {
        public var agents: Double
        public var field: Double
        /// Tile sort, amortised (one sort per `SIM_SORT_PERIOD` steps).
        public var sort: Double
    }

    public var agents: Int
    public var field: Int
    public var species: Int
    /// Steps per timed run.
    public var steps: Int
    public var runs: Int
    public var threads: Int
    /// The compilation of the loops that ran (`portable`, `avx2`, `avx512`).
    public var isa: String
    /// Median full step (agent pass + field pass + amortised sort).
    public var msPerStep: Double
    public var agentStepsPerSecond: Double
    public var passes: Passes
    /// Every run's milliseconds per step, in order (the spread shows the machine's noise).
    public var runMsPerStep: [Double]
}

/// Times the CPU backend's full step (`physarum bench --backend cpu` reports the same numbers).
public enum CPUBenchmark {
    /// Steps before timing: the default preset forms its network by then.
    public static let defaultWarmupSteps = 100
    /// Steps per timed run: one tile sort per run, so the sort is amortised exactly.
    public static let defaultStepsPerRun = 32

    /// Runs the default preset with `agents` agents split equally over the first `species` species.
    public static func run(
        agents: Int = 1_000_000, field: Int = 1024, steps: Int = defaultStepsPerRun,
        species: Int = 3, threads: Int = 0, isa: CPUVectorISA = .auto,
        warmup: Int = defaultWarmupSteps, runs: Int = 7, seed: UInt64 = 1
    ) throws -> CPUBenchmarkResult {
        guard (1...PresetParams.speciesCount).contains(species) else {
            throw CPUSimulationError.invalidBenchmark("species \(species) is outside 1…3")
        }
        guard (1...Int(CPUSimulation.maxAgents)).contains(agents) else {
            throw CPUSimulationError.invalidBenchmark("agents \(agents) is outside 1…\(CPUSimulation.maxAgents)")
        }
        guard steps >= 1, runs >= 1, warmup >= 0 else {
            throw CPUSimulationError.invalidBenchmark("steps and runs must be ≥ 1, warm-up ≥ 0")
        }
        var params = PresetParams()
        params.agents = agents
        for s in 0..<PresetParams.speciesCount { params.species[s].population = s < species ? 1 : 0 }
        let simulation = try CPUSimulation(fieldSize: field, params: params, seed: seed, threads: threads)
        try simulation.setVectorISA(isa)
        simulation.step(count: warmup)
        var full: [Double] = [], agentPass: [Double] = [], fieldPass: [Double] = [], sortPass: [Double] = []
        for _ in 0..<runs {
            let before = simulation.passTimes
            let start = monotonicMilliseconds()
            simulation.step(count: steps)
            let elapsed = monotonicMilliseconds() - start
            let after = simulation.passTimes
            full.append(elapsed / Double(steps))
            agentPass.append((after.agents - before.agents) / Double(steps))
            fieldPass.append((after.field - before.field) / Double(steps))
            sortPass.append((after.sort - before.sort) / Double(steps))
        }
        let msPerStep = median(full)
        return CPUBenchmarkResult(
            agents: agents, field: field, species: species, steps: steps, runs: runs, threads: simulation.threadCount,
            isa: simulation.vectorISA.rawValue, msPerStep: msPerStep,
            agentStepsPerSecond: Double(agents) / (msPerStep / 1000),
            passes: .init(agents: median(agentPass), field: median(fieldPass), sort: median(sortPass)),
            runMsPerStep: full)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    static func monotonicMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) * 1e-6
    }
}
