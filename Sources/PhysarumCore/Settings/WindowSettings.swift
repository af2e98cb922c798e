import Foundation

/// The window size remembered between runs (in `AppSettings`; earlier versions kept it alone in
/// `$XDG_CONFIG_HOME/physarum/window.json`).
public struct WindowSettings: Codable, Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var maximized: Bool

    /// GNOME's smallest supported window, in logical pixels.
    public static let minimumSize = (width: 360, height: 294)
    /// Larger than any screen; guards against a corrupt file asking for a huge surface.
    public static let maximumSide = 16_384
    /// The first-run size: a 16:10 landscape window (side-pane mode).
    public static let standard = WindowSettings(width: 1280, height: 800, maximized: false)

    public init(width: Int, height: Int, maximized: Bool) {
        self.width = width
        self.height = height
        self.maximized = maximized
    }

    /// The same settings with the size clamped into what a window may be.
    public var sanitized: WindowSettings {
        WindowSettings(
            width: min(max(width, Self.minimumSize.width), Self.maximumSide),
            height: min(max(height, Self.minimumSize.height), Self.maximumSide),
            maximized: maximized)
    }

    /// The settings in `url`, sanitized; `standard` when the file is missing or unreadable.
    public static func load(from url: URL) -> WindowSettings {
        guard let data = try? Data(contentsOf: url),
            let settings = try? JSONDecoder().decode(WindowSettings.self, from: data)
        else { return standard }
        return settings.sanitized
    }

    /// Writes the settings to `url`, creating its folder.
    public func save(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
