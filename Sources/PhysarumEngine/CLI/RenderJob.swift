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
        public var outputPath: String

        public static let usage = "physarum render --preset ID [--steps N] [--size WxH] [--field S] [--seed N] -o out.png"
        /// Largest output side, in pixels.
        public static let maximumImageSide = 8192
        public static let maximumSteps = 100_000

        /// Parses the arguments after `render`.
        public static func parse(_ arguments: [String]) throws -> Options {
            let args = try CommandLineArguments(arguments, valueOptions: ["--preset", "--steps", "--size", "--field", "--seed", "-o", "--output"])
            guard let preset = args.string("--preset") else { throw CommandLineError("render needs --preset ID\nusage: \(usage)") }
            guard let output = args.string("-o") ?? args.string("--output") else { throw CommandLineError("render needs -o out.png\nusage: \(usage)") }
            var options = Options(presetID: preset, outputPath: output)
            options.steps = try args.integer("--steps", in: 0...maximumSteps, default: options.steps)
            (options.width, options.height) = try args.size("--size", max: maximumImageSide, default: (options.width, options.height))
            options.fieldSize = try args.integer("--field", in: FieldSize.minimum...FieldSize.maximum, default: options.fieldSize)
            try FieldSize.validate(options.fieldSize)
            if let text = args.string("--seed") {
                guard let seed = UInt64(text) else { throw CommandLineError("--seed must be a non-negative integer, not \"\(text)\"") }
                options.seed = seed
            }
            return options
        }
    }

    /// Renders `params` per `options` in a fresh headless context and returns the PNG bytes.
    public static func renderPNG(params: PresetParams, options: Options) throws -> [UInt8] {
        let context = try HeadlessGLContext()
        defer { withExtendedLifetime(context) {} }
        let engine = try Engine(fieldSize: options.fieldSize, backend: .gpu, params: params, seed: options.seed)
        defer { engine.release() }
        return try renderPNG(engine: engine, steps: options.steps, width: options.width, height: options.height)
    }

    /// Steps `engine` `steps` times (simSpeed is ignored: steps are steps), then renders one frame to PNG.
    /// Feedback sees the single previous frame only, so renders are reproducible.
    public static func renderPNG(engine: Engine, steps: Int, width: Int, height: Int) throws -> [UInt8] {
        engine.backend.step(count: steps)
        let image = try OffscreenImage(width: width, height: height)
        image.bind()
        engine.isPaused = true
        try engine.frame(viewportWidth: width, viewportHeight: height)
        return PNGEncoder.encodeRGB(width: width, height: height, rgb: image.readRGB())
    }

    /// Parses, renders and writes the file; returns a one-line summary.
    public static func run(_ options: Options, params: PresetParams) throws -> String {
        let png = try renderPNG(params: params, options: options)
        do {
            try Data(png).write(to: URL(fileURLWithPath: options.outputPath))
        } catch {
            throw CommandLineError("cannot write \(options.outputPath): \(error.localizedDescription)")
        }
        return "wrote \(options.outputPath) (\(options.width)×\(options.height), preset \(options.presetID), \(options.steps) steps, field \(options.fieldSize), seed \(options.seed))"
    }
}
