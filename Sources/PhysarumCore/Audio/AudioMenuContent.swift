/// What the header's audio menu lists, and what its button says: a pure function of the
/// listener's state, so the UI only draws it.
public struct AudioMenuContent: Equatable, Sendable {
    /// One choice in the menu.
    public enum Choice: Equatable, Sendable {
        case off
        case input(AudioInput)
    }

    /// The choices in order: Off, each microphone, then what the desktop plays.
    public var choices: [Choice]
    /// A line instead of the inputs ("No audio server"), nil when there are inputs to pick.
    public var notice: String?

    /// The menu for `inputs` and whether a server answers (nil: still asking).
    public init(hasAudioServer: Bool?, inputs: [AudioInput]) {
        let microphones = inputs.filter { $0.kind == .microphone }
        let desktop = inputs.filter { $0.kind == .desktop }
        choices = [.off] + (microphones + desktop).map(Choice.input)
        switch hasAudioServer {
        case nil: notice = tr("Looking for audio inputs…")
        case false?: notice = tr("No audio server: listening needs PipeWire or PulseAudio")
        case true? where inputs.isEmpty: notice = tr("No microphone or audio output found")
        case true?: notice = nil
        }
    }

    /// The label of `choice` in the menu.
    public static func label(of choice: Choice) -> String {
        switch choice {
        case .off: tr("Off")
        case .input(let input) where input.kind == .desktop: tr("What the desktop plays")
        case .input(let input): input.name
        }
    }

    /// The header button's accessible name and tooltip for what is being listened to.
    public static func buttonName(listeningTo input: AudioInput?) -> String {
        guard let input else { return tr("Listening: off") }
        switch input.kind {
        case .microphone: return tr("Listening to the microphone {name}", ["name": input.name])
        case .desktop: return tr("Listening to what the desktop plays")
        }
    }

    /// The input to listen to after the inputs changed: the same one while it is still there,
    /// nil (off) once it is gone.
    public static func stillListening(to input: AudioInput?, among inputs: [AudioInput]) -> AudioInput? {
        guard let input else { return nil }
        return inputs.first { $0.id == input.id }
    }
}
