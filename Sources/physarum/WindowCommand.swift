import PhysarumCLI
import PhysarumCore
import PhysarumEngine
import PhysarumMedia
import PhysarumUI

/// `physarum [window] [--preset ID] [--fullscreen]`: the player and editor window (the default).
enum WindowCommand {
    static let entry = CommandEntry(
        spec: CommandSpec(
            name: "window", summary: "Open the player and editor window (what `physarum` alone does)",
            options: WindowOptions.specs,
            discussion: "The window size, last preset, auto-cycle and editor placement are remembered in\n"
                + "$XDG_CONFIG_HOME/physarum/settings.json (a corrupt one is kept as settings.json.bak)."),
        run: run)

    static func run(_ arguments: ParsedArguments) throws -> Int32 {
        let library = PresetLibrary.standard()
        for error in library.loadErrors { Console.error("physarum: skipped \(error)\n") }
        if library.builtinDirectory == nil {
            Console.error("physarum: the data directory was not found; set PHYSARUM_DATA_DIR\n")
        }
        let presets = library.all
        let options = try WindowOptions(arguments)
        if let id = options.presetID, !presets.contains(where: { $0.id == id }) {
            throw UsageError(command: "window", .invalidValue(option: "preset", value: id,
                             expected: "one of: " + presets.map(\.id).joined(separator: ", ")))
        }
        return MainActor.assumeIsolated {
            PhysarumApp.run(presets: presets, library: library, startPresetID: options.presetID,
                            fullscreen: options.fullscreen,
                            makeEngine: { SimulationPlayerEngine(backend: options.backend) },
                            makeClipWriter: GStreamerClipWriter.windowWriter)
        }
    }
}
