/// How a feature answered known bursts of sound: for each burst, how long after its start the
/// feature first reached `threshold`, and where it had fallen to by the time given for its fall.
/// What the listening tests and `bench --window --audio` measure, from a feed's history.
public struct BurstResponse: Equatable, Sendable {
    /// The level a feature counts as risen at (and twice the level it must fall under).
    public static let threshold = 0.5

    /// Seconds from each burst's start to the rise (nil: it never rose).
    public var rises: [Double?]
    /// The feature's last value before each burst's `fallBy` (nil: no update then).
    public var fallen: [Double?]

    /// Reads `history` for bursts starting at `starts`, each expected to have fallen by the
    /// matching `fallBy` (times on the history's clock).
    public init(
        history: [AudioFeatureFeed.Update], feature: AudioFeature, starts: [Double], fallBy: [Double]
    ) {
        rises = starts.map { start in
            history.first { $0.arrival >= start && $0.features[feature] >= Self.threshold }.map { $0.arrival - start }
        }
        fallen = zip(starts, fallBy).map { start, deadline in
            history.last { $0.arrival > start && $0.arrival < deadline }?.features[feature]
        }
    }

    /// The rises in order (a burst that never rose counts as infinitely late).
    public var sortedRises: [Double] { rises.map { $0 ?? .infinity }.sorted() }

    /// The median rise (infinity when none).
    public var medianRise: Double {
        let sorted = sortedRises
        guard !sorted.isEmpty else { return .infinity }
        return sorted.count.isMultiple(of: 2)
            ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }
}
