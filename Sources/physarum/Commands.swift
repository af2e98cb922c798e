// The command table. Adding a command = one new file defining `static let entry` + one line here.

/// Every subcommand, in the order `--help` lists them.
let commandTable: [CommandEntry] = [
    WindowCommand.entry,
    PresetsCommand.entry,
    ParamsCommand.entry,
    RenderCommand.entry,
    RecordCommand.entry,
    BenchCommand.entry,
    RemotesCommand.entry,
]

/// The command run when none is named: the window.
let defaultCommandName: String? = WindowCommand.entry.spec.name
