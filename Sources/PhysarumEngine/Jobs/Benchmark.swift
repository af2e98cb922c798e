import CEpoxy
import Foundation
import PhysarumCore

/// `physarum bench`: times the simulation step (GPU or CPU backend) and the render headlessly.
public enum Benchmark {
    public struct Options: Equatable {
        public var agents = 1_000_000
        public var fieldSize = 1024
        public var steps = 64
        public var species = 3
        public var json = false
        public var backend = Engine.BackendChoice.automatic
        /// CPU backend only: worker threads (0 = every core) and the compilation of its loops.
        public var threads = 0
        public var isa = CPUVectorISA.auto
        /// Steps before timing (patterns form, two sorts happen).
        public var warmupSteps = 64
        /// Timed runs of `steps` each; the median is reported.
        public var runs = 3
        /// Frames rendered for the render pass timing, viewport size.
        public var renderFrames = 10
        public var viewport = (width: 1280, height: 720)
        /// Paint `paintedScene` before the warm-up: the step with a stimulus and walls in use.
        public var paint = false

        public static let maximumAgents = 64_000_000

        public init() {}

        public static func == (a: Options, b: Options) -> Bool {
            (a.agents, a.fieldSize, a.steps, a.species, a.json) == (b.agents, b.fieldSize, b.steps, b.species, b.json)
                && (a.backend, a.threads, a.isa, a.paint) == (b.backend, b.threads, b.isa, b.paint)
        }

        /// The default preset with `agents` agents over the first `species` species.
        var params: PresetParams {
            var params = PresetParams()
            params.agents = agents
            for s in species..<PresetParams.speciesCount { params.species[s].population = 0 }
            return params
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
        /// `gpu` or `cpu`, and why (`auto: llvmpipe is a software renderer`).
        public var backend = SimulationBackendKind.gpu.rawValue
        public var backendReason = ""
        /// Whether `paintedScene` was painted (`--paint`).
        public var painted = false
        /// CPU backend only (absent from the JSON otherwise).
        public var isa: String?
        public var threads: Int?

        public var text: String {
            let cpu = isa.map { ", isa \($0), \(threads ?? 0) threads" } ?? ""
            return "backend \(backend) (\(backendReason))\(cpu)\(painted ? ", painted" : "")\n"
                + String(
                    format:
                        "%@\n%@\n%d agents, field %d, %d steps: %.1f M agent-steps/s, %.2f ms/step (agents %.2f ms, field %.2f ms, render %.2f ms/frame)",
                    renderer, setup, agents, field, steps, agentStepsPerSecond / 1e6, msPerStep, passes.agents,
                    passes.field, passes.render)
        }

        public func json() throws -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        }
    }

    /// Runs the benchmark in a fresh headless context, on the backend `options.backend` picks there.
    public static func run(_ options: Options) throws -> Result {
        let context = try HeadlessGLContext()
        return try withExtendedLifetime(context) {
            try measure(options, in: context.info, contextSource: context.source)
        }
    }

    /// Picks the backend for the current context `info` and measures it there.
    static func measure(_ options: Options, in info: GLContextInfo, contextSource: String = "current context")
        throws -> Result
    {
        let choice = SimulationBackendSelection.choose(options.backend, context: info)
        var result: Result
        switch choice.kind {
        case .gpu:
            try info.requireGPUSimulation()
            result = try measure(options, renderer: info.renderer, contextSource: contextSource)
        case .cpu:
            result = try measureCPU(options, renderer: info.renderer)
            result.setup = "\(info.versionString); EGL \(contextSource)"
        }
        result.backend = choice.kind.rawValue
        result.backendReason = choice.reason
        result.painted = options.paint
        return result
    }

    static func measure(_ options: Options, renderer rendererName: String, contextSource: String = "current context")
        throws -> Result
    {
        let params = options.params
        let sim = try GPUSimulation(fieldSize: options.fieldSize, params: params, seed: 1)
        defer { sim.release() }
        if options.paint { try paintScene(on: sim) }
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

        let renderMs = try measureRender(sim, params: params, options: options) { sim.invalidateRenderInputs() }
        let msPerStep = median(fullRuns)
        return Result(
            agents: options.agents, field: options.fieldSize, steps: options.steps,
            agentStepsPerSecond: Double(options.agents) / (msPerStep / 1000), msPerStep: msPerStep,
            passes: Passes(
                agents: agentMs * 1000 / Double(options.steps), field: fieldMs * 1000 / Double(options.steps),
                render: renderMs),
            renderer: rendererName,
            setup: (["\(GLContextInfo.current().versionString)", "EGL \(contextSource)", "\(sim.tuning)"]
                + sim.capacityWarnings.map { "WARNING \($0)" }).joined(separator: "; "))
    }

    /// What `--paint` paints, in shares of the field: food on the left, something to avoid on
    /// the right (`strength` trail units each), a wall across the middle (`wall`): the stimulus
    /// and the walls in use at once. `PHYSARUM_BENCH_PAINT="strength=0,wall=0"` overrides them
    /// for measurements: a painting that changes nothing the agents do costs only its mechanism.
    static func paintedScene(fieldSize: Int, strength: Double = 20, wall: Bool = true) -> [PaintCapsule] {
        let side = Double(fieldSize)
        func at(_ x: Double, _ y: Double) -> FieldPoint { FieldPoint(x: x * side, y: y * side) }
        func spot(_ tool: PaintTool, _ x: Double) -> PaintCapsule {
            PaintCapsule(
                brush: PaintBrush(tool: tool, radius: side / 16, strength: strength), from: at(x, 0.5), to: at(x, 0.5))
        }
        let line = PaintCapsule(
            brush: PaintBrush(tool: .wall, radius: side / 256), from: at(0.5, 0.2), to: at(0.5, 0.8))
        return [spot(.attract, 0.25), spot(.repel, 0.75)] + (wall ? [line] : [])
    }

    /// The scene's overrides from `PHYSARUM_BENCH_PAINT` ("strength=S,wall=0|1"); nil where unset.
    static func paintedSceneOverrides(_ text: String?) -> (strength: Double?, wall: Bool?) {
        var strength: Double?, wall: Bool?
        for entry in (text ?? "").split(separator: ",") {
            let parts = entry.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            if parts[0] == "strength", let value = Double(parts[1]), (0...PaintBrush.maximumStrength).contains(value) {
                strength = value
            }
            if parts[0] == "wall" { wall = parts[1] != "0" }
        }
        return (strength, wall)
    }

    static func paintScene(on simulation: SimulationBackend) throws {
        let overrides = paintedSceneOverrides(ProcessInfo.processInfo.environment["PHYSARUM_BENCH_PAINT"])
        let scene = paintedScene(
            fieldSize: simulation.fieldSize, strength: overrides.strength ?? 20, wall: overrides.wall ?? true)
        for capsule in scene { try simulation.paint(capsule) }
    }

    /// Median milliseconds per rendered frame: the hand-over of `source`'s state (`invalidate`
    /// forces it each frame) plus every render pass.
    static func measureRender(
        _ source: RenderInputSource, params: PresetParams, options: Options, invalidate: () -> Void
    ) throws -> Double {
        let renderer = try Renderer()
        defer { renderer.release() }
        let image = try OffscreenImage(width: options.viewport.width, height: options.viewport.height)
        var renderTimes: [Double] = []
        for _ in 0..<options.renderFrames {
            invalidate()
            let start = now()
            image.bind()
            try renderer.render(
                source.renderInputs(includeHeads: params.headGlow > 0), params: params,
                viewportWidth: options.viewport.width, viewportHeight: options.viewport.height)
            epoxy_glFinish()
            renderTimes.append((now() - start) * 1000)
        }
        return median(renderTimes)
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
