import Foundation
import GtkKit
import PhysarumCore

/// Starts the GTK application with its one window.
@MainActor
public enum PhysarumApp {
    /// The application id (reverse DNS, as the .desktop file and D-Bus name).
    public nonisolated static let applicationID = "io.github.physarum.Physarum"

    /// Runs the window on `presets` (or `library`'s, which then saves, renames, deletes, imports)
    /// (starting on `startPresetID`, else the first) and opens `openFiles` (absolute paths) in it;
    /// returns the exit status. Command-line parsing happens before (GApplication rejects unknown
    /// options). `sharesRunningWindow`: if the app's window is open already (same session bus),
    /// that window is raised and opens the files, and this process exits.
    public static func run(
        presets: [Preset], library: PresetLibrary? = nil, startPresetID: String? = nil,
        fullscreen: Bool = false,
        makeRemote: (@MainActor () -> RemoteWindowOptions?)? = nil,
        makeEngine: @escaping PlayerEngineFactory,
        makeClipWriter: ClipWriterFactory? = nil, openFiles: [String] = [], sharesRunningWindow: Bool = false,
        thumbnailRenderer: PresetThumbnailRenderer? = nil, makeAudioListener: (() -> AudioListener)? = nil
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
        let application = Application(id: applicationID, unique: sharesRunningWindow, opensFiles: true)
        var window: MainWindow?
        // The one window, made at the first "activate" or "open", raised at later ones.
        let showWindow = { () -> MainWindow in
            if let window {
                window.present()
                return window
            }
            installIcons()
            var configuration = WindowConfiguration(
                presets: presets, startPresetID: startPresetID, fullscreen: fullscreen,
                settingsURL: SettingsStore.standard().url, library: library, remote: makeRemote?(),
                makeEngine: makeEngine)
            configuration.makeClipWriter = makeClipWriter
            configuration.thumbnailRenderer = thumbnailRenderer
            configuration.makeAudioListener = makeAudioListener
            configuration.unsavedEditsDirectory = XDGDirectories.unsavedEditsDirectory()
            let created = MainWindow(application: application, configuration: configuration)
            window = created
            created.present()
            return created
        }
        // A session that ends (or a kill) finishes a clip and writes the unsaved edits first.
        MainLoop.onTerminationSignals {
            guard let window else { return application.quit() }
            window.quit()
        }
        application.onActivate { _ = showWindow() }
        application.onOpen { paths in showWindow().presetFiles.open(paths) }
        return application.run(programName: "physarum", files: openFiles)
    }

    /// Adds the app's own symbolic icons (data/icons) to the icon theme, and in a build from the
    /// source tree the app's icon (Resources/icons; `make install` puts it in the system theme),
    /// which the About window shows.
    static func installIcons() {
        guard let data = DataDirectory.locate() else { return }
        StyleProvider.addIconSearchPath(data.appendingPathComponent("icons").path)
        let sourceTreeIcons = data.deletingLastPathComponent().appendingPathComponent("Resources/icons")
        if FileManager.default.fileExists(atPath: sourceTreeIcons.path) {
            StyleProvider.addIconSearchPath(sourceTreeIcons.path)
        }
    }
}
