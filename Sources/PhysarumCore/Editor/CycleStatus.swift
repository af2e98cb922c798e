/// What auto-cycle does now, as the header shows it and the timer obeys.
public enum CycleStatus: Equatable, Sendable {
    /// Auto-cycle is off.
    case off
    /// The timer moves to the next preset every interval.
    case running
    /// On, but waiting: the next step would replace parameters no preset holds. Saving or
    /// reverting resumes it.
    case pausedForEdits
    /// On, and a host this window controls is the clock (it steps; this window follows).
    case followingHost

    /// The status for a state: edits pause cycling before anything else, also while following a
    /// host (the host pauses by the same rule on the same parameters).
    public static func of(isCycling: Bool, hasUnsavedParameters: Bool, followsHost: Bool) -> CycleStatus {
        guard isCycling else { return .off }
        if hasUnsavedParameters { return .pausedForEdits }
        return followsHost ? .followingHost : .running
    }

    /// Whether this window's own timer runs.
    public var runsTimer: Bool { self == .running }
}
