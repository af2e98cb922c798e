/// The features of the sound at one moment, each 0…1 (normalised and smoothed): what a listening
/// window computes at its frame rate, what `record --audio` computes per frame from a file, and
/// what a remote could stream to a host. A small value type so it can cross threads and the wire.
public struct AudioFeatures: Equatable, Hashable, Sendable, Codable {
    public var loudness: Double
    public var bass: Double
    public var mid: Double
    public var treble: Double
    /// 1 at a beat, falling back to 0 until the next.
    public var onset: Double

    public init(loudness: Double = 0, bass: Double = 0, mid: Double = 0, treble: Double = 0, onset: Double = 0) {
        self.loudness = loudness
        self.bass = bass
        self.mid = mid
        self.treble = treble
        self.onset = onset
    }

    /// Nothing heard: every feature 0.
    public static let silent = AudioFeatures()

    /// The value of `feature`.
    public subscript(feature: AudioFeature) -> Double {
        get {
            switch feature {
            case .loudness: loudness
            case .bass: bass
            case .mid: mid
            case .treble: treble
            case .onset: onset
            }
        }
        set {
            switch feature {
            case .loudness: loudness = newValue
            case .bass: bass = newValue
            case .mid: mid = newValue
            case .treble: treble = newValue
            case .onset: onset = newValue
            }
        }
    }
}
