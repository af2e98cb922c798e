import PhysarumCore

/// `physarum bench --backend cpu`: the native kernel's step, then the GL 3.3 render passes fed by
/// its per-frame trail upload.
extension Benchmark {
    /// The CPU runs `cpuRuns` timed runs instead of `runs`: on a shared machine its per-run
    /// spread is wide, and its runs are cheap.
    static let cpuRuns = 7

    static func measureCPU(_ options: Options, renderer rendererName: String) throws -> Result {
        guard options.agents <= CPUSimulation.maxAgents else { throw CPUSimulationError.tooManyAgents(options.agents) }
        let params = options.params
        let simulation = try CPUSimulation(
            fieldSize: options.fieldSize, params: params, seed: 1, threads: options.threads)
        defer { simulation.release() }
        try simulation.setVectorISA(options.isa)
        if options.paint { try paintScene(on: simulation) }
        let timing = CPUBenchmark.measure(
            simulation, steps: options.steps, warmup: options.warmupSteps, runs: cpuRuns)
        // Uploading the trail is this backend's share of every frame, so it is timed with the render.
        let renderMs = try measureRender(simulation, params: params, options: options) {}
        var result = Result(
            agents: options.agents, field: options.fieldSize, steps: options.steps,
            agentStepsPerSecond: Double(options.agents) / (timing.msPerStep / 1000), msPerStep: timing.msPerStep,
            passes: Passes(
                agents: timing.passes.agents + timing.passes.sort, field: timing.passes.field, render: renderMs),
            renderer: rendererName)
        result.isa = timing.isa
        result.threads = timing.threads
        return result
    }
}
