import PhysarumCore
import PhysarumEngine

/// `physarum bench`: GPU simulation and render timings on a headless context.
enum BenchCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "bench", summary: "Measure simulation and render speed headlessly",
            options: Benchmark.Options.specs + WindowBenchCommand.options,
            discussion: "Prints agent-steps per second for the full step (median of 3 runs of K steps after a\n"
                + "64-step warm-up) and the milliseconds of each pass: agents, field, render (1280x720 frame).\n"
                + "With --window: opens the real window at 1280x800 on the first preset and prints its frames\n"
                + "per second with the simulation running and paused, their ratio, and launch to first frame."),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        if arguments.has("window") { return try WindowBenchCommand.run(arguments) }
        let options = try Benchmark.Options(arguments)
        let result = try Benchmark.run(options)
        Console.out((options.json ? try result.json() : result.text) + "\n")
        return 0
    }
}
