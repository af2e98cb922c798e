import Foundation
import PhysarumCore

@testable import PhysarumUI

/// What a test's window is opened with besides its size (`UITestSupport.openWindow` and
/// `withWindow`): the parts of the app a test replaces, each left out for the test default.
struct TestWindowOptions {
    /// The player's engine: one that only records what it is asked (no GL work) unless a test
    /// needs real frames.
    var engine: PlayerEngine = RecordingEngine()
    var library: PresetLibrary?
    var remote: RemoteWindowOptions?
    /// The presets the window offers; nil: the built-ins plus one with a long name (`presets`).
    var windowPresets: [Preset]?
    var makeClipWriter: ClipWriterFactory?
    var settingsURL: URL?
    var openFiles: [String] = []
    var thumbnailRenderer: PresetThumbnailRenderer?
    /// Where thumbnails are cached; nil: the user's thumbnail cache, as in the app.
    var thumbnailDirectory: URL?
    var unsavedEditsDirectory: URL?
    var startPresetID: String?
    var makeAudioListener: (() -> AudioListener)?

    /// The window's configuration at `width`×`height` with these options.
    func configuration(width: Int, height: Int) -> WindowConfiguration {
        let engine = self.engine
        var configuration = WindowConfiguration(
            presets: windowPresets ?? presets, size: (width, height), library: library,
            remote: remote, makeEngine: { engine })
        configuration.makeClipWriter = makeClipWriter
        configuration.settingsURL = settingsURL
        configuration.openFiles = openFiles
        configuration.thumbnailRenderer = thumbnailRenderer
        configuration.unsavedEditsDirectory = unsavedEditsDirectory
        configuration.startPresetID = startPresetID
        configuration.makeAudioListener = makeAudioListener
        if let thumbnailDirectory { configuration.thumbnailDirectory = thumbnailDirectory }
        return configuration
    }
}
