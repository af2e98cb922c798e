/// Turns raw levels into features, one analysis interval at a time: each level through its
/// automatic gain, then its attack and release; onsets from the gained bands. Pure and
/// deterministic: the same levels at the same times give the same features (the window and
/// `record --audio` share it).
public struct AudioFeatureTracker: Sendable {
    /// Band attack (seconds): fast enough that a burst shows within a frame or two.
    public static let attack = 0.012
    /// Band release (seconds): the picture eases back rather than flickering.
    public static let release = 0.25
    /// How long a beat's pulse takes to fall back (seconds).
    public static let onsetRelease = 0.12

    private var gains = [AutomaticGain](repeating: AutomaticGain(), count: 4)
    private var envelopes = [EnvelopeFollower](
        repeating: EnvelopeFollower(attack: attack, release: release), count: 4)
    private var onsetEnvelope = EnvelopeFollower(attack: 0, release: onsetRelease)
    private var onsets = OnsetPicker()
    private var lastTime: Double?
    public private(set) var features = AudioFeatures.silent

    public init() {}

    /// Takes the levels heard at `time` (seconds, never decreasing); returns the features now.
    @discardableResult
    public mutating func update(_ levels: AudioBandLevels, at time: Double) -> AudioFeatures {
        let elapsed = lastTime.map { time - $0 } ?? 0
        lastTime = time
        let raw = [levels.loudness, levels.bass, levels.mid, levels.treble]
        var gained = [Double](repeating: 0, count: 4)
        var smoothed = [Double](repeating: 0, count: 4)
        for index in 0..<4 {
            gained[index] = gains[index].normalize(raw[index], at: time)
            smoothed[index] = envelopes[index].follow(gained[index], elapsed: elapsed)
        }
        let beat = onsets.isOnset(bands: Array(gained[1...]), at: time)
        let onset = onsetEnvelope.follow(beat ? 1 : 0, elapsed: elapsed)
        features = AudioFeatures(
            loudness: smoothed[0], bass: smoothed[1], mid: smoothed[2], treble: smoothed[3], onset: onset)
        return features
    }
}
