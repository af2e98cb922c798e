/// At most `perSecond` messages a second on average, with room for a `burst` arriving close
/// together (network jitter bunches messages sent evenly): a token bucket, what a host admits of
/// a stream a remote may send often (its microphone's features). Refused messages take no token,
/// so a sender that slows down is admitted again as soon as a token is back.
///
/// Pure: the caller passes the time (seconds, monotonic).
public struct MessageRateLimit: Sendable, Equatable {
    public let perSecond: Double
    public let burst: Double
    private var tokens: Double
    private var last: Double?

    public init(perSecond: Double, burst: Double) {
        precondition(perSecond > 0 && burst >= 1)
        self.perSecond = perSecond
        self.burst = burst
        tokens = burst
    }

    /// Whether a message arriving `now` is admitted (it takes a token).
    public mutating func admit(now: Double) -> Bool {
        if let last { tokens = min(burst, tokens + max(0, now - last) * perSecond) }
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
