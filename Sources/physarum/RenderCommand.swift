import Foundation
import PhysarumCore
import PhysarumEngine

/// `physarum render …`: thin wrapper over `RenderJob`.
enum RenderCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do {
            let options = try RenderJob.Options.parse(arguments)
            let params = try TemporaryPresetLookup.params(id: options.presetID)
            print(try RenderJob.run(options, params: params))
            return 0
        } catch {
            FileHandle.standardError.write(Data("physarum render: \(error)\n".utf8))
            return error is CommandLineError ? 2 : 1
        }
    }
}

/// Until the preset library lands on main: only the built-in defaults, as "default".
enum TemporaryPresetLookup {
    static func params(id: String) throws -> PresetParams {
        guard id == "default" else { throw CommandLineError("unknown preset \"\(id)\" (available: default)") }
        return PresetParams()
    }
}
