import Foundation

/// The features of the sound being listened to, as fresh as the analysis: the audio thread
/// hands each interval's levels in as it arrives (`take`), the frame reads the features when it
/// draws, and neither waits for the other's loop. Keeps the last `historyLimit` updates with the
/// time they arrived, for tests and the latency benchmark.
public final class AudioFeatureFeed: @unchecked Sendable {
    /// How many updates `history` keeps (about ten seconds at 100 a second).
    public static let historyLimit = 1024

    /// One update: when it arrived (seconds on the caller's monotonic clock) and the features then.
    public struct Update: Equatable, Sendable {
        public var arrival: Double
        public var features: AudioFeatures

        public init(arrival: Double, features: AudioFeatures) {
            self.arrival = arrival
            self.features = features
        }
    }

    private let lock = NSLock()
    private var tracker = AudioFeatureTracker()
    private var updates: [Update] = []

    public init() {}

    /// The features now (silent before the first levels and after `reset`).
    public var features: AudioFeatures { lock.withLock { tracker.features } }

    /// The recent updates, oldest first.
    public var history: [Update] { lock.withLock { updates } }

    /// Takes the levels of an interval ending at `streamTime` (seconds, never decreasing until
    /// `reset`) that arrived at `arrival`.
    public func take(_ levels: AudioBandLevels, streamTime: Double, arrival: Double) {
        lock.withLock {
            let features = tracker.update(levels, at: streamTime)
            updates.append(Update(arrival: arrival, features: features))
            if updates.count > Self.historyLimit { updates.removeFirst(updates.count - Self.historyLimit) }
        }
    }

    /// Forgets everything: silence, a fresh gain and no history (a new input starts over).
    public func reset() {
        lock.withLock {
            tracker = AudioFeatureTracker()
            updates = []
        }
    }
}
