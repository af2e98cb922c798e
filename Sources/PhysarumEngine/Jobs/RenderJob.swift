import Foundation
import PhysarumCore

/// `physarum render`: runs a preset headlessly for some steps and writes one PNG.
public enum RenderJob {
    public struct Options: Equatable {
        public var presetID: String
        public var steps = 300
        public var width = 1280
        public var height = 720
        public var fieldSize = FieldSize.standard
        public var seed: UInt64 = 1
        public var backend = Engine.BackendChoice.automatic
        public var outputPath: String
        /// Strokes to replay, each at its step (`--strokes LOG`).
        public var strokes: StrokeLog?

        /// Largest output side, in pixels.
        public static let maximumImageSide = 8192
        public static let maximumSteps = 100_000

        public init(presetID: String, outputPath: String) {
            self.presetID = presetID
            self.outputPath = outputPath
        }

    }

    /// Renders `params` per `options` in a fresh headless context; returns the PNG bytes and the
    /// backend that ran.
    public static func renderPNG(
        params: PresetParams, options: Options
    ) throws -> (png: [UInt8], backend: SimulationBackendChoice, context: GLContextInfo) {
        let context = try HeadlessGLContext()
        defer { withExtendedLifetime(context) {} }
        let engine = try Engine(
            fieldSize: options.fieldSize, backend: options.backend, params: params, seed: options.seed)
        defer { engine.release() }
        let painted = try replay(options.strokes, on: engine, upTo: options.steps)
        let png = try renderPNG(
            engine: engine, steps: options.steps - painted, width: options.width, height: options.height)
        return (png, engine.backendChoice, engine.context)
    }

    /// Steps `engine` to each step of `strokes` up to `steps` and paints that step's capsules
    /// there, as the window did; returns the steps run.
    static func replay(_ strokes: StrokeLog?, on engine: Engine, upTo steps: Int) throws -> Int {
        guard let strokes else { return 0 }
        let backend = engine.backend
        var done = 0
        for event in strokes.events(fieldSize: backend.fieldSize) where event.step <= steps {
            backend.step(count: event.step - done)
            done = event.step
            try backend.paint(event.capsule)
        }
        return done
    }

    /// Steps `engine` `steps` times (simSpeed is ignored: steps are steps), then renders one frame to PNG.
    /// Feedback sees the single previous frame only, so renders are reproducible.
    public static func renderPNG(engine: Engine, steps: Int, width: Int, height: Int) throws -> [UInt8] {
        let image = try OffscreenImage(width: width, height: height)
        image.bind()
        try engine.frame(steps: steps, viewportWidth: width, viewportHeight: height, last: true)
        return try PNGImage.encodeRGB(width: width, height: height, rgb: image.readRGB())
    }

    /// Parses, renders and writes the file; returns a one-line summary.
    public static func run(_ options: Options, params: PresetParams) throws -> String {
        let (png, backend, context) = try renderPNG(params: params, options: options)
        do {
            try Data(png).write(to: URL(fileURLWithPath: options.outputPath))
        } catch {
            throw RenderJobError.cannotWrite(path: options.outputPath, reason: error.localizedDescription)
        }
        return
            "wrote \(options.outputPath) (\(options.width)×\(options.height), preset \(options.presetID), \(options.steps) steps, field \(options.fieldSize), seed \(options.seed), \(backend.summary), OpenGL \(context.version) on \(context.renderer))"
    }
}

/// A render that could not finish.
public enum RenderJobError: Error, Equatable, CustomStringConvertible {
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case let .cannotWrite(path, reason): "cannot write \(path): \(reason)"
        }
    }
}
