import Foundation

/// What the app remembers between runs, in `$XDG_CONFIG_HOME/physarum/settings.json`: the window
/// size, the last preset, auto-cycle and its interval, the editor placement. Missing keys take their defaults, so
/// older and newer files both load.
public struct AppSettings: Codable, Equatable, Sendable {
    public var window = WindowSettings.standard
    public var lastPresetID: String?
    public var autoCycle = false
    public var editorPlacement = EditorPlacement.automatic
    /// The player's first-start hint (keys to switch presets, the editor, the library) was
    /// dismissed: it shows once, until closed or one of its keys is used.
    public var startHintDismissed = false
    /// How long auto-cycle shows each preset, in seconds (one of `PresetCycle.intervalChoices`).
    public var cycleInterval = PresetCycle.defaultInterval

    public init() {}

    enum CodingKeys: String, CodingKey {
        case width, height, maximized, lastPreset, autoCycle, editorPlacement, startHintDismissed, cycleInterval
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let standard = WindowSettings.standard
        window =
            WindowSettings(
                width: try c.decodeIfPresent(Int.self, forKey: .width) ?? standard.width,
                height: try c.decodeIfPresent(Int.self, forKey: .height) ?? standard.height,
                maximized: try c.decodeIfPresent(Bool.self, forKey: .maximized) ?? standard.maximized
            ).sanitized
        lastPresetID = try c.decodeIfPresent(String.self, forKey: .lastPreset)
        autoCycle = try c.decodeIfPresent(Bool.self, forKey: .autoCycle) ?? false
        editorPlacement = try c.decodeIfPresent(EditorPlacement.self, forKey: .editorPlacement) ?? .automatic
        startHintDismissed = try c.decodeIfPresent(Bool.self, forKey: .startHintDismissed) ?? false
        cycleInterval = PresetCycle.nearestInterval(
            to: try c.decodeIfPresent(Double.self, forKey: .cycleInterval) ?? PresetCycle.defaultInterval)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(window.width, forKey: .width)
        try c.encode(window.height, forKey: .height)
        try c.encode(window.maximized, forKey: .maximized)
        try c.encodeIfPresent(lastPresetID, forKey: .lastPreset)
        try c.encode(autoCycle, forKey: .autoCycle)
        try c.encode(editorPlacement, forKey: .editorPlacement)
        try c.encode(startHintDismissed, forKey: .startHintDismissed)
        try c.encode(cycleInterval, forKey: .cycleInterval)
    }
}

/// Reads and writes `settings.json`. A file that cannot be read as settings is never
/// overwritten unseen: it moves to `settings.json.bak`, the app starts with defaults and says so.
public struct SettingsStore: Sendable {
    public let url: URL

    public init(url: URL) { self.url = url }

    /// `$XDG_CONFIG_HOME/physarum/settings.json`, else `~/.config/physarum/settings.json`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SettingsStore {
        SettingsStore(
            url: XDGDirectories.configHome(environment: environment).appendingPathComponent("physarum/settings.json"))
    }

    /// Whether the app has remembered anything here (settings.json, or the size-only file of
    /// earlier versions): without either this is its first start.
    public var exists: Bool {
        [url, legacyWindowURL].contains { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Where a corrupt file is kept.
    public var backupURL: URL { url.appendingPathExtension("bak") }
    /// The size-only file of earlier versions, read when there is no settings file yet.
    var legacyWindowURL: URL { url.deletingLastPathComponent().appendingPathComponent("window.json") }

    /// The settings, and a sentence for the user when the file was corrupt (shown once: the bad
    /// file is moved aside, so the next start finds none).
    public func load() -> (settings: AppSettings, notice: String?) {
        guard let data = try? Data(contentsOf: url) else {
            var settings = AppSettings()
            if FileManager.default.fileExists(atPath: legacyWindowURL.path) {
                settings.window = WindowSettings.load(from: legacyWindowURL)
            }
            return (settings, nil)
        }
        do {
            return (try JSONDecoder().decode(AppSettings.self, from: data), nil)
        } catch {
            let reason = Self.reason(error)
            try? FileManager.default.removeItem(at: backupURL)
            do {
                try FileManager.default.moveItem(at: url, to: backupURL)
            } catch {
                return (
                    AppSettings(),
                    tr(
                        "Your settings could not be read ({reason}) nor set aside; Physarum started with defaults and leaves {path} as it is.",
                        ["reason": reason, "path": url.path])
                )
            }
            return (
                AppSettings(),
                tr(
                    "Your settings could not be read ({reason}); Physarum started with defaults and kept the file as {file}.",
                    ["reason": reason, "file": backupURL.lastPathComponent])
            )
        }
    }

    /// Writes `settings`, creating the folder.
    public func save(_ settings: AppSettings) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(settings).write(to: url, options: .atomic)
    }

    /// A short reason a settings file did not decode.
    static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: tr("it is not valid JSON")
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            tr("“{field}” has the wrong type", ["field": context.codingPath.map(\.stringValue).joined(separator: ".")])
        default: tr("it is not a settings file")
        }
    }
}
