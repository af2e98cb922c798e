/// Finds beats: an onset is a jump in the normalised bands (the sum of their rises since the last
/// interval, "spectral flux") of at least `threshold`, no sooner than `minimumInterval` after the
/// previous onset (one drum hit is one onset even when it rises over several intervals).
public struct OnsetPicker: Sendable {
    /// The flux an onset needs: a third of full scale, summed over the bands.
    public static let defaultThreshold = 0.3
    /// The shortest time between two onsets (seconds): 0.1 s allows 16ths at 150 bpm.
    public static let defaultMinimumInterval = 0.1

    public let threshold: Double
    public let minimumInterval: Double
    private var previous: [Double] = []
    private var lastOnset: Double?

    public init(threshold: Double = defaultThreshold, minimumInterval: Double = defaultMinimumInterval) {
        self.threshold = threshold
        self.minimumInterval = minimumInterval
    }

    /// The flux from the previous bands to `bands` (rises only).
    static func flux(from previous: [Double], to bands: [Double]) -> Double {
        bands.enumerated().reduce(0) { sum, item in
            sum + max(item.element - (item.offset < previous.count ? previous[item.offset] : 0), 0)
        }
    }

    /// Takes the normalised `bands` at `time`; true when they start an onset.
    public mutating func isOnset(bands: [Double], at time: Double) -> Bool {
        let rise = Self.flux(from: previous, to: bands)
        previous = bands
        guard rise >= threshold else { return false }
        if let lastOnset, time - lastOnset < minimumInterval { return false }
        lastOnset = time
        return true
    }
}
