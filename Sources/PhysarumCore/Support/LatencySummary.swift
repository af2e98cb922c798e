/// Percentiles of a set of latencies (nearest rank: the smallest sample with at least p% of the
/// samples at or below it), for benchmarks that print numbers.
public struct LatencySummary: Equatable, Sendable {
    public var count: Int
    public var p50: Double
    public var p95: Double
    public var max: Double

    /// Nil when there are no samples.
    public init?(_ samples: [Double]) {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        count = sorted.count
        p50 = Self.nearestRank(sorted, 0.50)
        p95 = Self.nearestRank(sorted, 0.95)
        max = sorted[sorted.count - 1]
    }

    static func nearestRank(_ sorted: [Double], _ fraction: Double) -> Double {
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
    }
}
