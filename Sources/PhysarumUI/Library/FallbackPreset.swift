import PhysarumCore

/// The preset the window runs when the library has none (no data directory found): the
/// parameter defaults, so the window still opens and says what is missing on stderr.
enum FallbackPreset {
    static let preset = Preset(
        id: "default", name: "Default", tag: RGBColor(red: 0.56, green: 0.49, blue: 1),
        params: PresetParams(), isBuiltin: true)
}
