import Foundation
import PhysarumCore

/// How to open the main window.
public struct WindowConfiguration {
    /// The presets the library shows; the window starts on `startPresetID` or the first.
    public var presets: [Preset]
    public var startPresetID: String?
    public var fullscreen: Bool
    /// An explicit first size (logical pixels); nil uses the remembered one.
    public var size: (width: Int, height: Int)?
    /// Where the window size is remembered; nil remembers nothing (tests, benchmarks).
    public var settingsURL: URL?
    public var makeEngine: PlayerEngineFactory
    /// Opens video clip writers for the record button; nil: the window cannot record.
    public var makeClipWriter: ClipWriterFactory?
    /// Where presets are saved, renamed, deleted and imported; nil: `presets` only, read-only.
    public var library: PresetLibrary?
    /// Remote control over the LAN (the Connect menu, hosting); nil: none.
    public var remote: RemoteWindowOptions?
    /// Preset files to open at start (`physarum FILE…`, a file manager's Open): each is imported
    /// into `library` and the last good one selected; a broken one shows its problem.
    public var openFiles: [String] = []
    /// Renders the library's preset thumbnails (off the main thread); nil: tiles without them.
    public var thumbnailRenderer: PresetThumbnailRenderer?
    /// Makes the listener behind the audio menu; nil: the window does not listen (no menu).
    public var makeAudioListener: (() -> AudioListener)?
    /// Where unsaved edits are kept between runs (`UnsavedEditsStore`); nil keeps none (tests).
    public var unsavedEditsDirectory: URL?
    /// Where thumbnails are cached.
    public var thumbnailDirectory = XDGDirectories.thumbnailCacheDirectory()

    public init(
        presets: [Preset], startPresetID: String? = nil, fullscreen: Bool = false,
        size: (width: Int, height: Int)? = nil, settingsURL: URL? = nil,
        library: PresetLibrary? = nil, remote: RemoteWindowOptions? = nil,
        makeEngine: @escaping PlayerEngineFactory
    ) {
        self.remote = remote
        self.presets = presets
        self.startPresetID = startPresetID
        self.fullscreen = fullscreen
        self.size = size
        self.settingsURL = settingsURL
        self.makeEngine = makeEngine
        self.library = library
    }
}
