// The command table. Adding a command = one new file defining `static let entry` + one line here.

/// Every subcommand, in the order `--help` lists them.
let commandTable: [CommandEntry] = [
    PresetsCommand.entry,
    ParamsCommand.entry,
    RenderCommand.entry,
    BenchCommand.entry,
]

/// The command run when none is named (nil: print the help). The app window will go here.
let defaultCommandName: String? = nil
