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

        /// Largest output side, in pixels.
        public static let maximumImageSide = 8192
        public static let maximumSteps = 100_000

        /// The options `physarum render` accepts (for the command table and its help).
        public static let specs: [OptionSpec] = [
            OptionSpec(
                "preset", kind: .value(placeholder: "ID"), help: "Preset to render (see `physarum presets`); required"),
            OptionSpec(
                "steps", kind: .value(placeholder: "N"), help: "Simulation steps before the frame (default 300)"),
            OptionSpec("size", kind: .value(placeholder: "WxH"), help: "Image size in pixels (default 1280x720)"),
            OptionSpec("field", kind: .value(placeholder: "S"), help: "Field side in cells: 720 (default), 1024, 2048"),
            OptionSpec("seed", kind: .value(placeholder: "N"), help: "Random seed (default 1)"),
            Engine.BackendChoice.optionSpec,
            OptionSpec("output", short: "o", kind: .value(placeholder: "FILE"), help: "PNG file to write; required"),
        ]

        public init(presetID: String, outputPath: String) {
            self.presetID = presetID
            self.outputPath = outputPath
        }

        /// Reads the parsed `render` arguments; a missing or bad value throws an `ArgumentError`.
        public init(_ arguments: ParsedArguments) throws {
            guard let preset = arguments.string("preset") else { throw ArgumentError.missingValue(option: "preset") }
            guard let output = arguments.string("output") else { throw ArgumentError.missingValue(option: "output") }
            self.init(presetID: preset, outputPath: output)
            steps = try arguments.integer("steps", in: 0...Self.maximumSteps) ?? steps
            if let text = arguments.string("size") {
                guard let size = Self.parseSize(text) else {
                    throw ArgumentError.invalidValue(
                        option: "size", value: text,
                        expected: "WIDTHxHEIGHT, each side from 1 to \(Self.maximumImageSide)")
                }
                (width, height) = size
            }
            fieldSize = try FieldSize.parse(arguments, option: "field") ?? fieldSize
            if let text = arguments.string("seed") {
                guard let seed = UInt64(text) else {
                    throw ArgumentError.invalidValue(
                        option: "seed", value: text, expected: "a whole number from 0 to \(UInt64.max)")
                }
                self.seed = seed
            }
            backend = try Engine.BackendChoice(arguments)
        }

        /// "640x480" → (640, 480); nil unless both sides are in 1…maximumImageSide.
        static func parseSize(_ text: String) -> (Int, Int)? {
            let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                (1...maximumImageSide).contains(w), (1...maximumImageSide).contains(h)
            else { return nil }
            return (w, h)
        }
    }

    /// Renders `params` per `options` in a fresh headless context; returns the PNG bytes and the
    /// backend that ran.
    public static func renderPNG(
        params: PresetParams, options: Options
    ) throws -> (png: [UInt8], backend: SimulationBackendChoice) {
        let context = try HeadlessGLContext()
        defer { withExtendedLifetime(context) {} }
        let engine = try Engine(
            fieldSize: options.fieldSize, backend: options.backend, params: params, seed: options.seed)
        defer { engine.release() }
        let png = try renderPNG(engine: engine, steps: options.steps, width: options.width, height: options.height)
        return (png, engine.backendChoice)
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
        let (png, backend) = try renderPNG(params: params, options: options)
        do {
            try Data(png).write(to: URL(fileURLWithPath: options.outputPath))
        } catch {
            throw RenderJobError.cannotWrite(path: options.outputPath, reason: error.localizedDescription)
        }
        return
            "wrote \(options.outputPath) (\(options.width)×\(options.height), preset \(options.presetID), \(options.steps) steps, field \(options.fieldSize), seed \(options.seed), \(backend.summary))"
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
