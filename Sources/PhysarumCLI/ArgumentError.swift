/// A mistake on the command line. Each case reads as a sentence via `message`.
public enum ArgumentError: Error, Equatable, Sendable {
    case unknownCommand(String)
    case unknownOption(String)
    /// An option that takes a value was last, or followed by another option.
    case missingValue(option: String)
    /// A flag was given a value (`--json=yes`).
    case unexpectedValue(option: String)
    /// A value that does not parse or lies outside what the option accepts.
    case invalidValue(option: String, value: String, expected: String)
    /// A positional argument the command does not take.
    case unexpectedArgument(String)

    public var message: String {
        switch self {
        case .unknownCommand(let name): "unknown command '\(name)'"
        case .unknownOption(let option): "unknown option '\(option)'"
        case .missingValue(let option): "option '--\(option)' needs a value"
        case .unexpectedValue(let option): "option '--\(option)' does not take a value"
        case .invalidValue(let option, let value, let expected):
            "invalid value '\(value)' for '--\(option)': expected \(expected)"
        case .unexpectedArgument(let argument): "unexpected argument '\(argument)'"
        }
    }
}

/// An `ArgumentError` with the command it happened in, for the message and the help hint.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The subcommand whose arguments were wrong; nil for the top level.
    public var command: String?
    public var problem: ArgumentError

    public init(command: String?, _ problem: ArgumentError) {
        self.command = command
        self.problem = problem
    }

    /// The exit status for usage errors (the BSD/GNU convention for "incorrect usage").
    public static let exitStatus: Int32 = 2

    /// Two lines for stderr: the problem, then where to find help.
    public func message(program: String) -> String {
        let prefix = [program, command].compactMap { $0 }.joined(separator: " ")
        return "\(prefix): \(problem.message)\nTry '\(prefix) --help' for more information."
    }

    public var description: String { message(program: "physarum") }
}
