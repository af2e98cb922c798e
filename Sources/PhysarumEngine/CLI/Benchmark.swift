import CEpoxy
import Foundation
import PhysarumCore

/// `physarum bench`: times the GPU simulation step and the render headlessly.
public enum Benchmark {
    public struct Options: Equatable {
        public var agents = 1_000_000
        public var fieldSize = 1024
        public var steps = 64
        public var species = 3
        public var json = false
        /// Steps before timing (patterns form, two sorts happen).
        public var warmupSteps = 64
        /// Timed runs of `steps` each; the median is reported.
        public var runs = 3
        /// Frames rendered for the render pass timing, viewport size.
        public var renderFrames = 10
        public var viewport = (width: 1280, height: 720)

        public static let maximumAgents = 64_000_000

        /// The options `physarum bench` accepts (for the command table and its help).
        public static let specs: [OptionSpec] = [
            OptionSpec("agents", kind: .value(placeholder: "N"), help: "Agent count (default 1000000)"),
            OptionSpec("field", kind: .value(placeholder: "S"), help: "Field side in cells (default 1024)"),
            OptionSpec(
                "steps", kind: .value(placeholder: "K"), help: "Timed steps per run after the warm-up (default 64)"),
            OptionSpec("species", kind: .value(placeholder: "1|3"), help: "Species in play (default 3)"),
            OptionSpec(
                "json",
                help:
                    "Print one JSON object: agents, field, steps, agentStepsPerSecond, msPerStep, passes {agents, field, render}, renderer"
            ),
        ]

        public init() {}

        public static func == (a: Options, b: Options) -> Bool {
            (a.agents, a.fieldSize, a.steps, a.species, a.json) == (b.agents, b.fieldSize, b.steps, b.species, b.json)
        }

        /// Reads the parsed `bench` arguments; a bad value throws an `ArgumentError`.
        public init(_ arguments: ParsedArguments) throws {
            agents = try arguments.integer("agents", in: 1...Self.maximumAgents) ?? agents
            fieldSize = try FieldSize.parse(arguments, option: "field") ?? fieldSize
            steps = try arguments.integer("steps", in: 1...100_000) ?? steps
            if let text = arguments.string("species") {
                guard text == "1" || text == "3" else {
                    throw ArgumentError.invalidValue(option: "species", value: text, expected: "1 or 3")
                }
                species = Int(text) ?? species
            }
            json = arguments.has("json")
        }
    }

    /// Milliseconds per step of each pass.
    public struct Passes: Codable, Equatable {
        public var agents: Double
        public var field: Double
        public var render: Double
    }

    /// The measured numbers; its JSON keys are the `--json` output.
    public struct Result: Codable, Equatable {
        public var agents: Int
        public var field: Int
        public var steps: Int
        public var agentStepsPerSecond: Double
        public var msPerStep: Double
        public var passes: Passes
        public var renderer: String
        /// GL version, the EGL display used and the engine tuning (work groups, sort).
        public var setup: String = ""

        public var text: String {
            String(
                format:
                    "%@\n%@\n%d agents, field %d, %d steps: %.1f M agent-steps/s, %.2f ms/step (agents %.2f ms, field %.2f ms, render %.2f ms/frame)",
                renderer, setup, agents, field, steps, agentStepsPerSecond / 1e6, msPerStep, passes.agents,
                passes.field,
                passes.render)
        }

        public func json() throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        }
    }

    /// Runs the benchmark in a fresh headless context.
    public static func run(_ options: Options) throws -> Result {
        let context = try HeadlessGLContext()
        return try withExtendedLifetime(context) {
            try measure(options, renderer: context.info.renderer, contextSource: context.source)
        }
    }

    static func measure(_ options: Options, renderer rendererName: String, contextSource: String = "current context")
        throws -> Result
    {
        var params = PresetParams()
        params.agents = options.agents
        if options.species == 1 { for s in 1..<PresetParams.speciesCount { params.species[s].population = 0 } }
        let sim = try GPUSimulation(fieldSize: options.fieldSize, params: params, seed: 1)
        defer { sim.release() }
        sim.step(count: options.warmupSteps)
        epoxy_glFinish()

        var fullRuns: [Double] = []
        for _ in 0..<options.runs {
            let start = now()
            sim.step(count: options.steps)
            epoxy_glFinish()
            fullRuns.append((now() - start) * 1000 / Double(options.steps))
        }

        // Per pass: the same loop with a glFinish after each pass (slightly pessimistic).
        var agentMs = 0.0, fieldMs = 0.0
        for _ in 0..<options.steps {
            let k = sim.stepIndex + 1
            var t = now()
            if sim.sortInterval > 0, sim.stepIndex % sim.sortInterval == 0 { sim.sortAgentsByTile() }
            sim.runAgentPass(step: k)
            epoxy_glFinish()
            agentMs += now() - t
            t = now()
            sim.runFieldPass(step: k)
            epoxy_glFinish()
            fieldMs += now() - t
            sim.advanceStepIndex(to: k)
        }

        let renderer = try Renderer()
        defer { renderer.release() }
        let image = try OffscreenImage(width: options.viewport.width, height: options.viewport.height)
        var renderTimes: [Double] = []
        for _ in 0..<options.renderFrames {
            sim.invalidateRenderInputs()
            let start = now()
            image.bind()
            try renderer.render(
                sim.renderInputs(includeHeads: params.headGlow > 0), params: params,
                viewportWidth: options.viewport.width, viewportHeight: options.viewport.height)
            epoxy_glFinish()
            renderTimes.append((now() - start) * 1000)
        }
        let msPerStep = median(fullRuns)
        return Result(
            agents: options.agents, field: options.fieldSize, steps: options.steps,
            agentStepsPerSecond: Double(options.agents) / (msPerStep / 1000), msPerStep: msPerStep,
            passes: Passes(
                agents: agentMs * 1000 / Double(options.steps), field: fieldMs * 1000 / Double(options.steps),
                render: median(renderTimes)),
            renderer: rendererName,
            setup: (["\(GLContextInfo.current().versionString)", "EGL \(contextSource)", "\(sim.tuning)"]
                + sim.capacityWarnings.map { "WARNING \($0)" }).joined(separator: "; "))
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
    }
}
