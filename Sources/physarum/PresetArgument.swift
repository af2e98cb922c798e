import PhysarumCLI
import PhysarumCore

/// `--preset ID` for the headless jobs: the preset's parameters from the installed and user
/// presets, or the usage error that names where the ids are listed.
enum PresetArgument {
    static func params(id: String) throws -> PresetParams {
        guard let preset = PresetLibrary.standard().preset(id: id) else {
            throw ArgumentError.invalidValue(
                option: "preset", value: id, expected: "the id of a preset listed by `physarum presets`")
        }
        return preset.params
    }
}
