import PhysarumCLI
import PhysarumCore

/// `physarum params [--json]`: the 45 parameters with ranges, defaults and help.
enum ParamsCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "params", summary: trLater("List the 45 parameters with their ranges, defaults and help"),
            options: [
                OptionSpec(
                    "json",
                    help: trLater(
                        "Print a JSON array of objects with the keys "
                            + "id, label, section, min, max, default, integer, respawn, help"))
            ]),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        Console.out(arguments.has("json") ? try ParamListing.json() : ParamListing.text())
        return 0
    }
}
