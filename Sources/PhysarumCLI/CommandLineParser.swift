/// Decides what an invocation asks for: help, the version, or a command with its arguments.
public struct CommandLineParser: Sendable {
    /// What the program should do.
    public enum Request: Equatable, Sendable {
        /// Print help: the overview (nil) or one command's.
        case help(command: String?)
        case version
        case run(command: String, arguments: ParsedArguments)
    }

    public var commands: [CommandSpec]
    /// The command run when no subcommand is named (its options may then be given directly);
    /// nil: print the overview help instead.
    public var defaultCommand: String?

    public init(commands: [CommandSpec], defaultCommand: String? = nil) {
        self.commands = commands
        self.defaultCommand = defaultCommand
    }

    public func command(named name: String) -> CommandSpec? { commands.first { $0.name == name } }

    /// Parses `argv` without the program name.
    public func parse(_ argv: [String]) throws(UsageError) -> Request {
        guard let first = argv.first else {
            return defaultCommand.map { .run(command: $0, arguments: ParsedArguments()) } ?? .help(command: nil)
        }
        switch first {
        case "--help", "-h":
            guard argv.count == 1 else { throw UsageError(command: nil, .unexpectedArgument(argv[1])) }
            return .help(command: nil)
        case "--version":
            guard argv.count == 1 else { throw UsageError(command: nil, .unexpectedArgument(argv[1])) }
            return .version
        case "help":
            guard argv.count <= 2 else { throw UsageError(command: nil, .unexpectedArgument(argv[2])) }
            guard argv.count == 2 else { return .help(command: nil) }
            guard command(named: argv[1]) != nil else { throw UsageError(command: nil, .unknownCommand(argv[1])) }
            return .help(command: argv[1])
        default:
            break
        }
        if let spec = command(named: first) {
            return try run(spec, Array(argv.dropFirst()))
        }
        if first.hasPrefix("-") {
            if let name = defaultCommand, let spec = command(named: name) { return try run(spec, argv) }
            throw UsageError(command: nil, .unknownOption(first))
        }
        if Self.isPath(first), let name = defaultCommand, let spec = command(named: name), spec.maxPositionals > 0 {
            return try run(spec, argv)
        }
        throw UsageError(command: nil, .unknownCommand(first))
    }

    /// Whether a first argument names a file for the default command (`physarum ~/x.physarum`,
    /// what a desktop file's %F passes) rather than a command: command names are bare words, a
    /// path has a slash or a dot. A mistyped command stays an unknown command.
    public static func isPath(_ argument: String) -> Bool {
        argument.contains("/") || argument.contains(".")
    }

    private func run(_ spec: CommandSpec, _ arguments: [String]) throws(UsageError) -> Request {
        let parsed: ParsedArguments
        do {
            parsed = try spec.scanner.scan(arguments)
        } catch {
            throw UsageError(command: spec.name, error)
        }
        if parsed.has(OptionSpec.help.name) { return .help(command: spec.name) }
        return .run(command: spec.name, arguments: parsed)
    }
}
