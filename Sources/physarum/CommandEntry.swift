import PhysarumCLI
import PhysarumCore

/// A subcommand: what it accepts (for parsing and help) and what it does.
struct CommandEntry {
    let spec: CommandSpec
    /// Runs the command with its parsed arguments and returns the exit status.
    /// A thrown `UsageError`/`ArgumentError` exits with status 2, anything else with 1.
    let run: (ParsedArguments) throws -> Int32
    /// Text `--help` adds that depends on this system (what `record` can encode); computed only
    /// when asked, so other commands never pay for the look-up.
    var moreHelp: (() -> String)? = nil
}
