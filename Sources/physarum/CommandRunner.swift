import Foundation
import PhysarumCLI
import PhysarumCore

/// Parses argv against the command table, then prints help/version or runs the command.
struct CommandRunner {
    static let program = "physarum"
    /// Exit status for a command that failed at run time (a file it could not read …).
    static let failureStatus: Int32 = 1

    let table: [CommandEntry]
    let defaultCommand: String?

    init(table: [CommandEntry], defaultCommand: String?) {
        self.table = table
        self.defaultCommand = defaultCommand
    }

    /// Runs the invocation `argv` (without the program name) and returns the exit status.
    func run(_ argv: [String]) -> Int32 {
        let parser = CommandLineParser(commands: table.map(\.spec), defaultCommand: defaultCommand)
        let help = HelpFormatter(program: Self.program)
        let request: CommandLineParser.Request
        do {
            request = try parser.parse(argv)
        } catch {
            Console.error(error.message(program: Self.program) + "\n")
            return UsageError.exitStatus
        }
        switch request {
        case .version:
            Console.out("\(Self.program) \(AppVersion.string)\n")
            return 0
        case .help(nil):
            Console.out(help.overview(commands: parser.commands, defaultCommand: defaultCommand))
            return 0
        case .help(let name?):
            guard let spec = parser.command(named: name) else { return UsageError.exitStatus }
            Console.out(help.help(for: spec))
            if let more = table.first(where: { $0.spec.name == name })?.moreHelp { Console.out("\n" + more()) }
            return 0
        case .run(let name, let arguments):
            guard let entry = table.first(where: { $0.spec.name == name }) else { return UsageError.exitStatus }
            return execute(entry, arguments)
        }
    }

    private func execute(_ entry: CommandEntry, _ arguments: ParsedArguments) -> Int32 {
        do {
            return try entry.run(arguments)
        } catch let error as UsageError {
            Console.error(error.message(program: Self.program) + "\n")
            return UsageError.exitStatus
        } catch let error as ArgumentError {
            Console.error(UsageError(command: entry.spec.name, error).message(program: Self.program) + "\n")
            return UsageError.exitStatus
        } catch {
            Console.error("\(Self.program) \(entry.spec.name): \(error)\n")
            return Self.failureStatus
        }
    }
}
