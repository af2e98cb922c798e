import Foundation
import PhysarumCore

/// The text of `--help`: the overview and one command's help.
public struct HelpFormatter: Sendable {
    public var program: String
    public var tagline: String

    public init(
        program: String = "physarum",
        tagline: String = "a living slime-mould simulation for the Linux desktop"
    ) {
        self.program = program
        self.tagline = tagline
    }

    /// The overview: usage, the commands, the global options.
    public func overview(commands: [CommandSpec], defaultCommand: String?) -> String {
        var lines = ["\(program) \(AppVersion.string) — \(tagline)", ""]
        lines.append("Usage: \(program) <command> [options]")
        if let defaultCommand {
            lines.append("       \(program) [options]   (runs '\(defaultCommand)')")
        }
        lines += ["", "Commands:"]
        lines += table(commands.map { ($0.name, $0.summary) })
        lines += ["", "Options:"]
        lines += table([("-h, --help", "Show this help"), ("    --version", "Show the version")])
        lines += ["", "Run '\(program) <command> --help' for a command's options."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help: usage, summary, discussion, options.
    public func help(for command: CommandSpec) -> String {
        let options = command.options + [.help]
        var usage = "Usage: \(program) \(command.name)"
        if !command.options.isEmpty { usage += " [options]" }
        if !command.arguments.isEmpty { usage += " " + command.arguments }
        var lines = [usage, "", command.summary + "."]
        if !command.discussion.isEmpty { lines += ["", command.discussion] }
        lines += ["", "Options:"]
        lines += table(options.map { ($0.synopsis, $0.help) })
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two aligned columns, indented by two spaces.
    private func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    }
}
