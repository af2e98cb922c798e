import Foundation
import GtkKit
import PhysarumCore

/// Starts the GTK application with its one window.
@MainActor
public enum PhysarumApp {
    /// The application id (reverse DNS, as the .desktop file and D-Bus name).
    public static let applicationID = "io.github.physarum.Physarum"

    /// Runs the window with `arguments` (without the program name); returns the exit status.
    public static func run(arguments: [String], presets: [PresetEntry] = [],
                           makeEngine: @escaping PlayerEngineFactory = { PlaceholderEngine() }) -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments)
        } catch {
            Log.error("\(error)")
            return 2
        }
        let available = presets.isEmpty ? StandInPresets.all : presets
        if let id = options.presetID, !available.contains(where: { $0.id == id }) {
            Log.error("no preset '\(id)'; available: \(available.map(\.id).joined(separator: ", "))")
            return 2
        }
        Gtk.setProgramName("physarum")
        let application = Application(id: applicationID, unique: false)
        var window: MainWindow?
        application.onActivate {
            if let window { window.present(); return }
            installIcons()
            let configuration = WindowConfiguration(
                presets: available, startPresetID: options.presetID, fullscreen: options.fullscreen,
                settingsURL: WindowSettings.fileURL(), makeEngine: makeEngine)
            let created = MainWindow(application: application, configuration: configuration)
            window = created
            created.present()
        }
        return application.run(programName: "physarum")
    }

    /// Adds the app's own symbolic icons (data/icons) to the icon theme.
    static func installIcons() {
        guard let data = DataDirectory.locate() else { return }
        StyleProvider.addIconSearchPath(data.appendingPathComponent("icons").path)
    }
}
