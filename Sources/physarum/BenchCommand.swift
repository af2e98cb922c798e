import PhysarumCLI
import PhysarumCore
import PhysarumEngine

/// `physarum bench`: simulation (GPU or CPU backend) and render timings on a headless context.
enum BenchCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "bench", summary: trLater("Measure simulation and render speed headlessly"),
            options: Benchmark.Options.specs + WindowBenchOptions.specs + RemoteBenchOptions.specs,
            discussion: trLater(
                "Prints the backend that ran and why, agent-steps per second for the full step (median of\n"
                    + "3 runs on the GPU, 7 on the CPU, of K steps after a 64-step warm-up) and the milliseconds\n"
                    + "of each pass: agents (incl. the tile sort), field, render (1280x720 frame; on the CPU backend\n"
                    + "incl. the trail upload).\n"
                    + "With --window: opens the real window (default 1280x800) on the first preset and prints its\n"
                    + "frames per second with the simulation running, paused and present-only (fpsCeiling: the\n"
                    + "last frame shown again, no simulation, no render passes), ratio = running / paused,\n"
                    + "ceilingRatio = running / ceiling, and launch to first frame.\n"
                    + "With --remote: a host and a remote session in this process over 127.0.0.1 TCP; the remote\n"
                    + "edits a parameter every 10 ms and prints edit→applied latency (throttle included) and\n"
                    + "send→applied latency, p50/p95/max in ms (--json keys: edits, sent, editP50Ms, editP95Ms,\n"
                    + "transportP50Ms, transportP95Ms, maxMs).")),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        if arguments.has("window") { return try WindowBenchCommand.run(arguments) }
        if arguments.has("remote") { return try RemoteBenchCommand.run(arguments) }
        let options = try Benchmark.Options(arguments)
        let result = try Benchmark.run(options)
        Console.out((options.json ? try result.json() : result.text) + "\n")
        return 0
    }
}
