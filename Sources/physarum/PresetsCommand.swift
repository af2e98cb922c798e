import PhysarumCLI
import PhysarumCore

/// `physarum presets [--json]`: the built-in and user presets.
enum PresetsCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "presets", summary: trLater("List the built-in and user presets"),
            options: [OptionSpec("json", help: trLater("Print a JSON array of {id, name, tag, builtin}"))],
            discussion:
                trLater(
                    "User presets live in $XDG_DATA_HOME/physarum/presets (default ~/.local/share/physarum/presets).\n"
                        + "Files that cannot be read are reported on stderr and skipped.")),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let library = PresetLibrary.standard()
        for error in library.loadErrors {
            Console.error("physarum presets: skipped \(error)\n")
        }
        if library.builtinDirectory == nil {
            Console.error("physarum presets: the data directory was not found; set PHYSARUM_DATA_DIR\n")
        }
        Console.out(arguments.has("json") ? try PresetListing.json(library.all) : PresetListing.text(library.all))
        return 0
    }
}
