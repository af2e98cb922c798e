import Foundation
import PhysarumCore
import PhysarumEngine

/// `physarum bench-cpu`: times the CPU simulation backend alone (no window, no GL). Temporary until
/// `physarum bench --backend cpu` exists; then this becomes that command's CPU path.
enum CPUBenchCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "bench-cpu", summary: "Time the native CPU simulation (agents + field pass), medians of runs",
            options: [
                OptionSpec("agents", kind: .value(placeholder: "N"), help: "Agents (default 1000000)"),
                OptionSpec("field", kind: .value(placeholder: "S"), help: "Field side in cells (default 1024)"),
                OptionSpec("steps", kind: .value(placeholder: "N"), help: "Steps per timed run (default 32)"),
                OptionSpec("runs", kind: .value(placeholder: "N"), help: "Timed runs (default 7)"),
                OptionSpec("species", kind: .value(placeholder: "N"), help: "Species with agents, 1-3 (default 3)"),
                OptionSpec("threads", kind: .value(placeholder: "N"), help: "Threads, 0 = every core (default 0)"),
                OptionSpec(
                    "isa", kind: .value(placeholder: "ISA"), help: "auto, portable, avx2 or avx512 (default auto)"),
                OptionSpec(
                    "json", help: "Print JSON (agents, field, steps, agentStepsPerSecond, msPerStep, passes, …)"),
            ]),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let result = try CPUBenchmark.run(
            agents: try arguments.integer("agents", in: 1...CPUSimulation.maxAgents) ?? 1_000_000,
            field: try arguments.integer("field", in: CPUSimulation.fieldSizeRange) ?? 1024,
            steps: try arguments.integer("steps", in: 1...10_000) ?? CPUBenchmark.defaultStepsPerRun,
            species: try arguments.integer("species", in: 1...3) ?? 3,
            threads: try arguments.integer("threads", in: 0...64) ?? 0,
            isa: try arguments.choice("isa", of: CPUVectorISA.self) ?? .auto,
            runs: try arguments.integer("runs", in: 1...1000) ?? 7)
        if arguments.has("json") {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            Console.out(String(decoding: try encoder.encode(result), as: UTF8.self) + "\n")
        } else {
            let runs = result.runMsPerStep.map { String(format: "%.1f", $0) }.joined(separator: ",")
            Console.out(
                String(
                    format: "cpu %@ %d threads: %d agents, field %d: %.2f ms/step = %.1f M agent-steps/s "
                        + "(agents %.2f, field %.2f, sort %.2f ms; runs %@)\n",
                    result.isa, result.threads, result.agents, result.field, result.msPerStep,
                    result.agentStepsPerSecond / 1e6, result.passes.agents, result.passes.field,
                    result.passes.sort, runs))
        }
        return 0
    }
}
