import PhysarumCore

/// A few presets to run the window with until the preset library (data/presets) is merged.
enum StandInPresets {
    static let all: [PresetEntry] = [
        entry("default", "Default", "#7c6cff") { _ in },
        entry("tidal-lace", "Tidal Lace", "#3cc8c8") { p in
            p.decay = 0.95; p.species = p.species.map { var s = $0; s.sensorAngle = 30; s.turnSpeed = 20; return s }
        },
        entry("ember-delta", "Ember Delta", "#ff7a45") { p in
            p.matrix = [[1, 0.4, -1], [-1, 1, 0.4], [0.4, -1, 1]]; p.bloom = 0.6
        },
        entry("moss-cathedral-at-midnight", "Moss Cathedral at Midnight, Slowly Breathing", "#66cc66") { p in
            p.rhythm = 0.6; p.decay = 0.97
        },
        entry("rose-static", "Rose Static", "#ff5fa2") { p in
            p.chaosInterval = 90; p.chaosStrength = 60
        },
        entry("glacier", "Glacier", "#9cc9ff") { p in
            p.diffusion = 3; p.fade = 0.02
        },
    ]

    private static func entry(_ id: String, _ name: String, _ tag: String,
                              _ adjust: (inout PresetParams) -> Void) -> PresetEntry {
        var params = PresetParams()
        adjust(&params)
        return PresetEntry(id: id, name: name, tag: RGBColor(hex: tag) ?? RGBColor(red: 1, green: 1, blue: 1), params: params)
    }
}
