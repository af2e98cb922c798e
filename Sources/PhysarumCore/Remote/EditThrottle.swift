/// Paces parameter edits on their way to the host: at most one send per `interval` (20 per second
/// by default), nothing when the value did not change, and the last edit always delivered.
///
/// Pure: the caller passes the time. `submit` answers what to send now; an edit that comes too
/// soon waits as `pending` (a newer edit replaces it) and `flush` sends it once `deadline` passed.
public struct EditThrottle<Value: Equatable>: Sendable where Value: Sendable {
    public let interval: Double
    /// The value last sent (or declared in sync with `reset`).
    public private(set) var lastSent: Value?
    /// When the last value was sent.
    public private(set) var lastSentAt = -Double.infinity
    /// An edit waiting for the interval to pass.
    public private(set) var pending: Value?

    public init(interval: Double = RemoteProtocol.editInterval) {
        self.interval = interval
    }

    /// When `flush` has something to send, or nil when nothing waits.
    public var deadline: Double? { pending == nil ? nil : lastSentAt + interval }

    /// Offers the latest value; returns it when it should be sent now.
    public mutating func submit(_ value: Value, now: Double) -> Value? {
        guard value != lastSent else {
            pending = nil  // edited back to what the host has: nothing left to send
            return nil
        }
        guard now >= lastSentAt + interval else {
            pending = value
            return nil
        }
        return markSent(value, now: now)
    }

    /// Returns the pending value when its time has come.
    public mutating func flush(now: Double) -> Value? {
        guard let value = pending, now >= lastSentAt + interval else { return nil }
        return markSent(value, now: now)
    }

    /// Declares `value` as what the other side has (sent another way, e.g. in a hello), dropping
    /// any pending edit.
    public mutating func reset(to value: Value?) {
        lastSent = value
        lastSentAt = -.infinity
        pending = nil
    }

    private mutating func markSent(_ value: Value, now: Double) -> Value {
        lastSent = value
        lastSentAt = now
        pending = nil
        return value
    }
}
