/// A sound input the user can pick: a microphone, or what the desktop plays (the default
/// output's monitor).
public struct AudioInput: Equatable, Hashable, Sendable, Identifiable {
    public enum Kind: Equatable, Hashable, Sendable {
        case microphone
        case desktop
    }

    /// Stable while the device is plugged in (the audio server's own name for it).
    public var id: String
    /// What the audio server calls it ("Built-in Audio Analog Stereo").
    public var name: String
    public var kind: Kind

    public init(id: String, name: String, kind: Kind) {
        self.id = id
        self.name = name
        self.kind = kind
    }
}

/// The seam between the window and the audio system: which inputs there are, and listening to
/// one. The UI knows only this protocol; the executable hands it GStreamer's
/// (`GStreamerAudioListener`), tests a double. Every call and callback is on the main loop, and
/// none blocks it; only the analysis runs beside it, straight into `feed`.
public protocol AudioListener: AnyObject {
    /// Whether an audio server (PipeWire, PulseAudio) answers; nil until it has been asked.
    var hasAudioServer: Bool? { get }
    /// The inputs there are now, microphones first.
    var inputs: [AudioInput] { get }
    /// Called when `inputs` or `hasAudioServer` change (a device plugged in or out).
    var onInputsChanged: (() -> Void)? { get set }
    /// Starts asking the audio server for inputs (the window calls it once it shows).
    func watchInputs()
    /// Starts listening to `input` (stopping any other); throws an error the window shows.
    func listen(to input: AudioInput) throws
    /// Stops listening; the input closes (a microphone is off again).
    func stopListening()
    /// The features while listening, updated by the analysis as each interval arrives (on the
    /// audio thread, arrival times on GLib's monotonic clock); reset when listening starts.
    var feed: AudioFeatureFeed { get }
    /// Called once when the input being listened to goes away (unplugged, the server stopped),
    /// with why; listening has stopped by then.
    var onInputLost: ((String) -> Void)? { get set }
}
