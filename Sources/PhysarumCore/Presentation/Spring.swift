import Foundation

/// Position and velocity of a value animated by a spring.
public struct SpringState: Equatable, Sendable {
    public var position: Double
    public var velocity: Double
    public init(position: Double, velocity: Double = 0) {
        self.position = position
        self.velocity = velocity
    }
}

/// A damped harmonic spring, as libadwaita's AdwSpringAnimation models it.
public struct Spring: Equatable, Sendable {
    public let dampingRatio: Double
    public let mass: Double
    public let stiffness: Double

    /// The sheet spring: libadwaita's bottom sheet uses damping ratio 0.8, mass 1, stiffness 400.
    public static let sheet = Spring(dampingRatio: 0.8, mass: 1, stiffness: 400)

    /// Close enough to the target to stop, in the animated unit (pixels): below what a screen shows.
    public static let settleDistance: Double = 0.1
    /// Slow enough to stop, in units per second.
    public static let settleSpeed: Double = 1

    /// The integration step, in seconds: short against the period (2π/√(k/m) ≈ 0.31 s) for accuracy.
    static let maximumStep: Double = 0.001

    public init(dampingRatio: Double, mass: Double, stiffness: Double) {
        self.dampingRatio = dampingRatio
        self.mass = mass
        self.stiffness = stiffness
    }

    /// The damping coefficient c = 2ζ√(km).
    public var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }

    /// The state `seconds` later, pulled toward `target` (semi-implicit Euler in ≤ 1 ms steps);
    /// no time (or less) changes nothing.
    public func advance(_ state: SpringState, toward target: Double, seconds: Double) -> SpringState {
        var next = state
        var remaining = seconds
        while remaining > 0 {
            let dt = min(remaining, Self.maximumStep)
            let force = -stiffness * (next.position - target) - damping * next.velocity
            next.velocity += force / mass * dt
            next.position += next.velocity * dt
            remaining -= dt
        }
        return next
    }

    /// Whether `state` is at rest at `target`.
    public func isSettled(_ state: SpringState, at target: Double) -> Bool {
        abs(state.position - target) < Self.settleDistance && abs(state.velocity) < Self.settleSpeed
    }
}
