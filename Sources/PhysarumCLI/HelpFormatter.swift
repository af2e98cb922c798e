import Foundation
import PhysarumCore

/// The text of `--help`: the overview and one command's help.
public struct HelpFormatter: Sendable {
    public var program: String
    public var tagline: String

    public init(
        program: String = "physarum",
        tagline: String = trLater("a living slime-mould simulation for the Linux desktop")
    ) {
        self.program = program
        self.tagline = tagline
    }

    /// The overview: usage, the commands, the global options — in the user's language (the
    /// commands' summaries are marked with `trLater` where they are written).
    public func overview(commands: [CommandSpec], defaultCommand: String?) -> String {
        let options = tr("[options]")
        var lines = ["\(program) \(AppVersion.string) — \(tr(tagline))", ""]
        let usage = tr("Usage:")
        // TRANSLATORS: a placeholder in `physarum --help`'s usage line: where a command's name goes.
        let command = tr("<command>")
        lines.append("\(usage) \(program) \(command) \(options)")
        if let defaultCommand {
            let indent = String(repeating: " ", count: usage.count)
            lines.append("\(indent) \(program) \(options)   " + tr("(runs '{command}')", ["command": defaultCommand]))
        }
        lines += ["", tr("Commands:")]
        lines += table(commands.map { ($0.name, tr($0.summary)) })
        lines += ["", tr("Options:")]
        lines += table([("-h, --help", tr(OptionSpec.help.help)), ("    --version", tr("Show the version"))])
        lines += ["", tr("Run '{program} <command> --help' for a command's options.", ["program": program])]
        return lines.joined(separator: "\n") + "\n"
    }

    /// One command's help: usage, summary, discussion, options. The frame and the summary are
    /// translated; a discussion or an option's help shows in English where the catalog has none.
    public func help(for command: CommandSpec) -> String {
        let options = command.options + [.help]
        var usage = tr("Usage:") + " \(program) \(command.name)"
        if !command.options.isEmpty { usage += " " + tr("[options]") }
        if !command.arguments.isEmpty { usage += " " + command.arguments }
        var lines = [usage, "", tr(command.summary) + "."]
        if !command.discussion.isEmpty { lines += ["", tr(command.discussion)] }
        lines += ["", tr("Options:")]
        lines += table(options.map { ($0.synopsis, tr($0.help)) })
        return lines.joined(separator: "\n") + "\n"
    }

    /// Two aligned columns, indented by two spaces.
    private func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.1 }
    }
}
