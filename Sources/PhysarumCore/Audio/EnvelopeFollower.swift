import Foundation

/// Smooths a 0…1 value with an attack and a release: rising it moves `1 − e^(−dt/attack)` of the
/// way to the input, falling `1 − e^(−dt/release)`, so after one attack time a step has covered
/// 1 − 1/e (63 %) of its height whatever the frame rate.
public struct EnvelopeFollower: Sendable {
    /// Time constants in seconds.
    public let attack: Double
    public let release: Double
    public private(set) var value = 0.0

    public init(attack: Double, release: Double) {
        self.attack = attack
        self.release = release
    }

    /// Moves towards `input` over `elapsed` seconds; returns the new value.
    @discardableResult
    public mutating func follow(_ input: Double, elapsed: Double) -> Double {
        let target = input.isFinite ? input : 0
        let constant = target > value ? attack : release
        let dt = max(elapsed, 0)
        let share = constant > 0 ? 1 - exp(-dt / constant) : 1
        value += (target - value) * share
        return value
    }
}
