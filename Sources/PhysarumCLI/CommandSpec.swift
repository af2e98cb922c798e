/// What a subcommand accepts, and what `--help` says about it.
public struct CommandSpec: Sendable, Equatable {
    public var name: String
    /// One line for the command list.
    public var summary: String
    /// Positional arguments as shown in the usage line (`FILE`), empty if none.
    public var arguments: String
    public var maxPositionals: Int
    /// Options besides `--help`, which every command gets.
    public var options: [OptionSpec]
    /// Optional paragraphs after the usage line.
    public var discussion: String

    public init(
        name: String, summary: String, arguments: String = "", maxPositionals: Int = 0,
        options: [OptionSpec] = [], discussion: String = ""
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.maxPositionals = maxPositionals
        self.options = options
        self.discussion = discussion
    }

    /// The scanner for this command, `--help` included.
    public var scanner: ArgumentScanner {
        ArgumentScanner(options: options + [.help], maxPositionals: maxPositionals)
    }
}
