import PhysarumCore

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
        case .unknownCommand(let name): tr("unknown command '{command}'", ["command": name])
        case .unknownOption(let option): tr("unknown option '{option}'", ["option": option])
        case .missingValue(let option): tr("option '--{option}' needs a value", ["option": option])
        case .unexpectedValue(let option): tr("option '--{option}' does not take a value", ["option": option])
        case .invalidValue(let option, let value, let expected):
            tr(
                "invalid value '{value}' for '--{option}': expected {expected}",
                ["value": value, "option": option, "expected": expected])
        case .unexpectedArgument(let argument): tr("unexpected argument '{argument}'", ["argument": argument])
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
        return "\(prefix): \(problem.message)\n"
            + tr("Try '{command} --help' for more information.", ["command": prefix])
    }

    public var description: String { message(program: "physarum") }
}
