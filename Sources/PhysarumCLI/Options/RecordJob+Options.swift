import PhysarumCore
import PhysarumEngine
import PhysarumMedia

/// `physarum record`'s option table and parsing.
extension RecordJob.Options {
    /// The options `physarum record` accepts (for the command table and its help).
    public static let specs: [OptionSpec] = [
        OptionSpec(
            "preset", kind: .value(placeholder: "ID"),
            help: trLater("Preset to record (see `physarum presets`); required")),
        OptionSpec(
            "seconds", kind: .value(placeholder: "S"),
            help: trLater("Length of the clip in seconds (default 5; with --audio the track's length)")),
        OptionSpec(
            "audio", kind: .value(placeholder: "FILE"),
            help: trLater(
                "A sound file (any GStreamer reads): the preset's modulations follow it frame by frame, "
                    + "and the clip carries it (Opus in .webm, AAC in .mp4)")),
        OptionSpec(
            "size", kind: .value(placeholder: "WxH"),
            help: trLater("Video size, even sides up to 3840 (default 1280x720)")),
        OptionSpec("fps", kind: .value(placeholder: "N"), help: trLater("Frames per second, 1 to 120 (default 30)")),
        OptionSpec("seed", kind: .value(placeholder: "N"), help: trLater("Random seed (default 1)")),
        OptionSpec(
            "field", kind: .value(placeholder: "S"), help: trLater("Field side in cells: 720 (default), 1024, 2048")),
        Engine.BackendChoice.optionSpec,
        OptionSpec(
            "output", short: "o", kind: .value(placeholder: "FILE"),
            help: trLater("Clip to write: .webm (VP9) or .mp4 (H.264); required")),
    ]

    /// Reads the parsed `record` arguments; a missing or bad value throws an `ArgumentError`.
    public init(_ arguments: ParsedArguments) throws {
        guard let preset = arguments.string("preset") else { throw ArgumentError.missingValue(option: "preset") }
        guard let output = arguments.string("output") else { throw ArgumentError.missingValue(option: "output") }
        guard let format = ClipFormat(path: output) else {
            throw ArgumentError.invalidValue(
                option: "output", value: output,
                expected: "a file name ending in "
                    + ClipFormat.allCases.map { "." + $0.fileExtension }.joined(separator: " or "))
        }
        self.init(presetID: preset, outputPath: output, format: format)
        if let given = try arguments.number("seconds", in: 0.1...Self.maximumSeconds) {
            seconds = given
            secondsGiven = true
        }
        audioPath = arguments.string("audio")
        if let size = try SizeOption.size(arguments, option: "size", maximum: Self.maximumSide) {
            guard size.width % 2 == 0, size.height % 2 == 0 else {
                throw ArgumentError.invalidValue(
                    option: "size", value: "\(size.width)x\(size.height)",
                    expected: "even sides (video encoders work on 2×2 blocks)")
            }
            (width, height) = size
        }
        framesPerSecond = try arguments.integer("fps", in: 1...Self.maximumFramesPerSecond) ?? framesPerSecond
        seed = try SeedOption.seed(arguments) ?? seed
        fieldSize = try SizeOption.field(arguments, option: "field") ?? fieldSize
        backend = try Engine.BackendChoice(arguments)
    }
}
