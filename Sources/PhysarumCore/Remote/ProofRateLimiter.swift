/// Slows down guessing the pairing code: wrong codes are rate-limited host-wide (not per connection
/// or address, which an attacker can change at will). Only pairing attempts pass through it: a
/// paired remote proves itself without the code and never waits for a stranger's guesses.
///
/// The first `freeFailures` consecutive wrong proofs cost nothing (typos). Each further one locks
/// proof checking for `baseDelay × 2^(n − freeFailures)` seconds, at most `maxDelay`: 1, 2, 4 …
/// 32, then 60 s. While locked, a hello gets `rateLimited` and its proof is not even checked (so it
/// counts as no attempt). A correct proof resets the count. At the cap that is at most 1,440 guesses
/// a day against a million codes — and the code changes after every successful pairing.
public struct ProofRateLimiter: Sendable {
    public static let freeFailures = 2
    public static let baseDelay = 1.0
    public static let maxDelay = 60.0

    /// Wrong proofs since the last correct one.
    public private(set) var consecutiveFailures = 0
    private var lockedUntil = -Double.infinity

    public init() {}

    /// Whole seconds (rounded up, so at least 1) until a code may be checked again, or nil when one
    /// may be checked now.
    public func retryAfter(now: Double) -> Double? {
        now < lockedUntil ? (lockedUntil - now).rounded(.up) : nil
    }

    /// Records a wrong proof checked at `now`.
    public mutating func recordFailure(now: Double) {
        consecutiveFailures += 1
        let excess = consecutiveFailures - Self.freeFailures
        guard excess > 0 else { return }
        let delay = min(Self.maxDelay, Self.baseDelay * Double(1 << min(excess - 1, 30)))
        lockedUntil = now + delay
    }

    /// Records a correct proof.
    public mutating func recordSuccess() {
        consecutiveFailures = 0
        lockedUntil = -.infinity
    }
}
