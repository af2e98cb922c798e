/// Estimates the speed of a drag from its recent samples.
public struct DragVelocityTracker: Sendable {
    /// Only samples this recent count, in seconds: a drag that paused before release is slow.
    public static let window: Double = 0.1

    private var samples: [(time: Double, position: Double)] = []

    public init() {}

    /// Forgets every sample (a new drag begins).
    public mutating func reset() { samples.removeAll() }

    /// Records `position` at `time` (seconds, monotonic).
    public mutating func add(position: Double, time: Double) {
        samples.append((time, position))
        samples.removeAll { time - $0.time > Self.window }
    }

    /// Units per second over the recent samples; 0 with fewer than two or no elapsed time.
    public var velocity: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.position - first.position) / (last.time - first.time)
    }
}
