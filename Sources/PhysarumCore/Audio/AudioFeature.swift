/// One thing the picture can follow in the sound: how loud it is, each of three bands, beats.
public enum AudioFeature: String, CaseIterable, Codable, Sendable {
    case loudness, bass, mid, treble, onset

    /// The name the user sees.
    public var label: String {
        switch self {
        case .loudness: trContext("audio feature", "Loudness")
        case .bass: trContext("audio feature", "Bass")
        case .mid: trContext("audio feature", "Mid")
        case .treble: trContext("audio feature", "Treble")
        case .onset: trContext("audio feature", "Beats")
        }
    }
}
