import PhysarumCore
import PhysarumEngine

/// `physarum bench`: GPU simulation and render timings on a headless context.
enum BenchCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "bench", summary: "Measure simulation and render speed headlessly",
            options: Benchmark.Options.specs,
            discussion: "Prints agent-steps per second for the full step (median of 3 runs of K steps after a\n"
                + "64-step warm-up) and the milliseconds of each pass: agents, field, render (1280x720 frame)."),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let options = try Benchmark.Options(arguments)
        let result = try Benchmark.run(options)
        Console.out((options.json ? try result.json() : result.text) + "\n")
        return 0
    }
}
