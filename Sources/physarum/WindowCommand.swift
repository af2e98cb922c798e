import PhysarumCore
import PhysarumEngine
import PhysarumUI

/// `physarum [window] [--preset ID] [--fullscreen]`: the player and editor window (the default).
enum WindowCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "window", summary: "Open the player and editor window (what `physarum` alone does)",
            options: [OptionSpec("preset", kind: .value(placeholder: "ID"), help: "Start on this preset (see `physarum presets`)"),
                      OptionSpec("fullscreen", help: "Start fullscreen (F11 or Esc leaves)"),
                      Engine.BackendChoice.optionSpec],
            discussion: "The window size is remembered in $XDG_CONFIG_HOME/physarum/window.json."),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let library = PresetLibrary.standard()
        for error in library.loadErrors { Console.error("physarum: skipped \(error)\n") }
        if library.builtinDirectory == nil {
            Console.error("physarum: the data directory was not found; set PHYSARUM_DATA_DIR\n")
        }
        let presets = library.all
        if let id = arguments.string("preset"), !presets.contains(where: { $0.id == id }) {
            throw UsageError(command: "window", .invalidValue(option: "preset", value: id,
                             expected: "one of: " + presets.map(\.id).joined(separator: ", ")))
        }
        let backend = try Engine.BackendChoice(arguments)
        return MainActor.assumeIsolated {
            PhysarumApp.run(presets: presets, library: library, startPresetID: arguments.string("preset"),
                            fullscreen: arguments.has("fullscreen"),
                            makeEngine: { SimulationPlayerEngine(backend: backend) })
        }
    }
}
