import PhysarumCore
import PhysarumEngine

/// `physarum render`'s option table and parsing.
extension RenderJob.Options {
    /// The options `physarum render` accepts (for the command table and its help).
    public static let specs: [OptionSpec] = [
        OptionSpec(
            "preset", kind: .value(placeholder: "ID"),
            help: trLater("Preset to render (see `physarum presets`); required")),
        OptionSpec(
            "steps", kind: .value(placeholder: "N"), help: trLater("Simulation steps before the frame (default 300)")),
        OptionSpec("size", kind: .value(placeholder: "WxH"), help: trLater("Image size in pixels (default 1280x720)")),
        OptionSpec(
            "field", kind: .value(placeholder: "S"), help: trLater("Field side in cells: 720 (default), 1024, 2048")),
        OptionSpec("seed", kind: .value(placeholder: "N"), help: trLater("Random seed (default 1)")),
        Engine.BackendChoice.optionSpec,
        OptionSpec(
            "strokes", kind: .value(placeholder: "LOG"),
            help: trLater("A stroke log to replay, each stroke at its step (docs/PAINTING.md)")),
        OptionSpec(
            "output", short: "o", kind: .value(placeholder: "FILE"), help: trLater("PNG file to write; required")),
    ]

    /// Reads the parsed `render` arguments; a missing or bad value throws an `ArgumentError`.
    public init(_ arguments: ParsedArguments) throws {
        guard let preset = arguments.string("preset") else { throw ArgumentError.missingValue(option: "preset") }
        guard let output = arguments.string("output") else { throw ArgumentError.missingValue(option: "output") }
        self.init(presetID: preset, outputPath: output)
        steps = try arguments.integer("steps", in: 0...Self.maximumSteps) ?? steps
        if let size = try SizeOption.size(arguments, option: "size", maximum: Self.maximumImageSide) {
            (width, height) = size
        }
        fieldSize = try SizeOption.field(arguments, option: "field") ?? fieldSize
        seed = try SeedOption.seed(arguments) ?? seed
        backend = try Engine.BackendChoice(arguments)
        if let path = arguments.string("strokes") { strokes = try StrokeLogOption.read(path) }
    }
}
