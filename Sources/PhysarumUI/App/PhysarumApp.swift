import Foundation
import GtkKit
import PhysarumCore

/// Starts the GTK application with its one window.
@MainActor
public enum PhysarumApp {
    /// The application id (reverse DNS, as the .desktop file and D-Bus name).
    public static let applicationID = "io.github.physarum.Physarum"

    /// Runs the window on `presets` (or `library`'s, which then saves, renames, deletes, imports) (starting on `startPresetID`, else the first); returns the
    /// exit status. Command-line parsing happens before (GApplication rejects unknown options).
    public static func run(
        presets: [Preset], library: PresetLibrary? = nil, startPresetID: String? = nil,
        fullscreen: Bool = false,
        makeRemote: (@MainActor () -> RemoteWindowOptions?)? = nil,
        makeEngine: @escaping PlayerEngineFactory,
        makeClipWriter: ClipWriterFactory? = nil, openFiles: [String] = [],
        thumbnailRenderer: PresetThumbnailRenderer? = nil
    ) -> Int32 {
        Gtk.setProgramName("physarum")
        // Without a display GApplication would fail later with only GTK's terse warning.
        guard Gtk.initialize() else {
            FileHandle.standardError.write(
                Data(
                    "physarum: cannot open a display; run it in a desktop session (DISPLAY or WAYLAND_DISPLAY),\n  or use the headless commands: physarum render, physarum bench\n"
                        .utf8))
            return 1
        }
        let application = Application(id: applicationID, unique: false)
        var window: MainWindow?
        application.onActivate {
            if let window { window.present(); return }
            installIcons()
            var configuration = WindowConfiguration(
                presets: presets, startPresetID: startPresetID, fullscreen: fullscreen,
                settingsURL: SettingsStore.standard().url, library: library, remote: makeRemote?(),
                makeEngine: makeEngine)
            configuration.makeClipWriter = makeClipWriter
            configuration.openFiles = openFiles
            configuration.thumbnailRenderer = thumbnailRenderer
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
