import PhysarumCore
import PhysarumEngine

/// `physarum bench`'s option table and parsing (the headless benchmark).
extension Benchmark.Options {
    /// The options `physarum bench` accepts (for the command table and its help).
    public static let specs: [OptionSpec] = [
        OptionSpec(
            "agents", kind: .value(placeholder: "N"),
            help: trLater("Agent count (default 1000000; with --window the preset's)")),
        OptionSpec("field", kind: .value(placeholder: "S"), help: trLater("Field side in cells (default 1024)")),
        OptionSpec(
            "steps", kind: .value(placeholder: "K"), help: trLater("Timed steps per run after the warm-up (default 64)")
        ),
        OptionSpec("species", kind: .value(placeholder: "1|3"), help: trLater("Species in play (default 3)")),
        Engine.BackendChoice.optionSpec,
        OptionSpec(
            "threads", kind: .value(placeholder: "N"), help: trLater("CPU backend: threads, 0 = every core (default 0)")
        ),
        OptionSpec(
            "isa", kind: .value(placeholder: "ISA"),
            help: trLater("CPU backend: auto, portable (SSE2/NEON), avx2 or avx512 (default auto)")),
        OptionSpec(
            "paint",
            help: trLater(
                "Paint food, something to avoid and a wall first (docs/PAINTING.md): the step with painting in use")),
        OptionSpec(
            "json",
            help:
                trLater(
                    "Print one JSON object: agents, field, steps, agentStepsPerSecond, msPerStep, passes {agents, field, render}, renderer, backend, backendReason, painted (+ isa, threads on the CPU)"
                )
        ),
    ]

    /// Reads the parsed `bench` arguments; a bad value throws an `ArgumentError`.
    public init(_ arguments: ParsedArguments) throws {
        self.init()
        agents = try arguments.integer("agents", in: 1...Self.maximumAgents) ?? agents
        fieldSize = try SizeOption.field(arguments, option: "field") ?? fieldSize
        steps = try arguments.integer("steps", in: 1...100_000) ?? steps
        if let text = arguments.string("species") {
            guard text == "1" || text == "3" else {
                throw ArgumentError.invalidValue(option: "species", value: text, expected: "1 or 3")
            }
            species = Int(text) ?? species
        }
        json = arguments.has("json")
        paint = arguments.has("paint")
        backend = try Engine.BackendChoice(arguments)
        threads = try arguments.integer("threads", in: 0...CPUSimulation.maxThreads) ?? threads
        isa = try arguments.choice("isa", of: CPUVectorISA.self) ?? isa
    }
}
