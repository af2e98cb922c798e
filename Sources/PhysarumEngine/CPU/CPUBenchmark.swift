import Glibc
import PhysarumCore

/// The CPU backend's step timings: medians over several timed runs after a warm-up.
public struct CPUBenchmarkResult: Codable, Equatable, Sendable {
    /// Per-pass wall time, milliseconds per step (medians).
    public struct Passes: Codable, Equatable, Sendable {
        public var agents: Double
        public var field: Double
        /// Tile sort, amortised (one sort per `SIM_SORT_PERIOD` steps).
        public var sort: Double
    }

    /// Steps per timed run.
    public var steps: Int
    public var threads: Int
    /// The compilation of the loops that ran (`portable`, `avx2`, `avx512`).
    public var isa: String
    /// Median full step (agent pass + field pass + amortised sort).
    public var msPerStep: Double
    public var passes: Passes
    /// Every run's milliseconds per step, in order (the spread shows the machine's noise).
    public var runMsPerStep: [Double]
}

/// Times the CPU backend's full step (`physarum bench --backend cpu`).
public enum CPUBenchmark {
    /// Steps `simulation` `warmup` times, then times `runs` runs of `steps` steps each.
    public static func measure(_ simulation: CPUSimulation, steps: Int, warmup: Int, runs: Int) -> CPUBenchmarkResult {
        simulation.step(count: warmup)
        var full: [Double] = [], agentPass: [Double] = [], fieldPass: [Double] = [], sortPass: [Double] = []
        for _ in 0..<max(runs, 1) {
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
        return CPUBenchmarkResult(
            steps: steps, threads: simulation.threadCount, isa: simulation.vectorISA.rawValue,
            msPerStep: Benchmark.median(full),
            passes: .init(
                agents: Benchmark.median(agentPass), field: Benchmark.median(fieldPass),
                sort: Benchmark.median(sortPass)),
            runMsPerStep: full)
    }

    static func monotonicMilliseconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) * 1e3 + Double(now.tv_nsec) * 1e-6
    }
}
