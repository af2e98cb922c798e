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

/// Until the preset library lands on main: "default", or `<data>/presets/ID.json`'s "params".
enum TemporaryPresetLookup {
    private struct File: Decodable { let params: PresetParams }

    static func params(id: String) throws -> PresetParams {
        if id == "default" { return PresetParams() }
        guard let data = DataDirectory.locate(),
              let bytes = FileManager.default.contents(atPath: data.appendingPathComponent("presets/\(id).json").path)
        else { throw CommandLineError("unknown preset \"\(id)\"") }
        return try JSONDecoder().decode(File.self, from: bytes).params
    }
}
