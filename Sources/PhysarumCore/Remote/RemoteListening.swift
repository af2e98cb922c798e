/// What a host's modulations follow when a remote listens for it (the remote's microphone on the
/// big screen): the remote's features while they keep coming, the host's own listening otherwise
/// (it pauses while a remote streams), and nothing when neither listens.
public enum RemoteListening {
    /// Whose features a window follows.
    public enum Source: Equatable, Sendable {
        case none
        /// The window's own input.
        case own
        /// A remote's stream.
        case remote
    }

    /// A remote's stream counts as running while its last features are at most this old, in
    /// seconds: it sends up to 30 a second, so half a second is a dozen lost messages.
    public static let freshness = 0.5
    /// How many features messages a second a remote sends at most (docs/PROTOCOL.md).
    public static let messagesPerSecond = 30.0
    /// How many a host takes at once before the rate counts (network jitter bunches them).
    public static let burst = 10.0

    /// Whose features to follow `now`, given whether the window listens itself and when a
    /// remote's features last arrived (seconds, monotonic; nil: none ever did).
    public static func source(ownListening: Bool, remoteLastAt: Double?, now: Double) -> Source {
        if let remoteLastAt, now - remoteLastAt <= freshness { return .remote }
        return ownListening ? .own : .none
    }

    /// The host's gate for a remote's features messages.
    public static func rateLimit() -> MessageRateLimit {
        MessageRateLimit(perSecond: messagesPerSecond, burst: burst)
    }
}
