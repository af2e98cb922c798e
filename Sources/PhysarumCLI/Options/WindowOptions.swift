import PhysarumCore
import PhysarumEngine

/// `physarum [window]`'s options: the start preset, fullscreen, the backend.
public struct WindowOptions: Equatable {
    public var presetID: String?
    public var fullscreen = false
    public var backend = Engine.BackendChoice.automatic
    /// `--host` and its options; nil for a normal window.
    public var host: HostOptions?
    /// Preset files to open (import and select): `physarum FILE…`.
    public var files: [String] = []
    /// Whether this start joins a window that is already open: `physarum` and `physarum FILE…`
    /// (what the desktop and file managers run) hand their files to the running window, like
    /// every GNOME app; any option asks for a window of its own (another preset, backend, host).
    public var sharesRunningWindow = true

    /// The options `physarum window` accepts (for the command table and its help).
    public static let specs: [OptionSpec] =
        [
            OptionSpec(
                "preset", kind: .value(placeholder: "ID"),
                help: trLater("Start on this preset (see `physarum presets`)")),
            OptionSpec("fullscreen", help: trLater("Start fullscreen (F11 or Esc leaves)")),
            Engine.BackendChoice.optionSpec,
        ] + HostOptions.specs

    public init() {}

    /// Reads the parsed arguments; a bad value throws an `ArgumentError`. Whether the preset
    /// exists is for the caller, who has the library.
    public init(_ arguments: ParsedArguments) throws {
        presetID = arguments.string("preset")
        fullscreen = arguments.has("fullscreen")
        backend = try Engine.BackendChoice(arguments)
        host = try HostOptions(arguments)
        files = arguments.positionals
        sharesRunningWindow = arguments.flags.isEmpty && arguments.values.isEmpty
    }
}

/// `physarum bench --window`'s options (the rest of `bench`'s table is `Benchmark.Options.specs`).
public struct WindowBenchOptions: Equatable {
    public static let defaultSeconds = 5.0
    public static let defaultSize = (width: 1280, height: 800)
    /// Largest window side the benchmark opens, in logical pixels.
    public static let maximumSide = 8192

    public var seconds = defaultSeconds
    public var width = defaultSize.width
    public var height = defaultSize.height
    /// Agents instead of the preset's; nil keeps the preset's.
    public var agents: Int?
    public var backend = Engine.BackendChoice.automatic
    public var json = false
    /// Also measure while recording a clip.
    public var record = false
    /// Also measure with the performance output open on another monitor.
    public var output = false
    /// Also measure listening (sound to picture, its CPU cost, ceilingRatio with it).
    public var audio = false

    /// The options `bench` gains for the window benchmark (`--agents` is shared with `bench`).
    public static let specs = [
        OptionSpec("window", help: trLater("Benchmark the real window instead (needs a display)")),
        OptionSpec(
            "seconds", kind: .value(placeholder: "S"),
            help: trLater("With --window: seconds per measurement (default 5)")),
        OptionSpec(
            "size", kind: .value(placeholder: "WxH"), help: trLater("With --window: window size (default 1280x800)")),
        OptionSpec(
            "record", help: trLater("With --window: also measure while recording a clip (fpsRecording, recordingRatio)")
        ),
        OptionSpec(
            "output",
            help:
                trLater(
                    "With --window: also measure with the performance output open on another monitor "
                        + "(fpsOutput, outputCeilingRatio)")),
        OptionSpec(
            "audio",
            help: trLater(
                "With --window: also measure listening to what the desktop plays while a test tone plays there "
                    + "(sound to picture, CPU, ceilingRatio on and off; needs an audio server)")),
    ]

    public init() {}

    /// Reads the parsed `bench --window` arguments; a bad value throws an `ArgumentError`.
    public init(_ arguments: ParsedArguments) throws {
        seconds = try arguments.number("seconds", in: 0.1...600) ?? seconds
        if let size = try SizeOption.size(arguments, option: "size", maximum: Self.maximumSide) {
            (width, height) = size
        }
        agents = try arguments.integer("agents", in: 1...Benchmark.Options.maximumAgents)
        backend = try Engine.BackendChoice(arguments)
        json = arguments.has("json")
        record = arguments.has("record")
        output = arguments.has("output")
        audio = arguments.has("audio")
    }
}
