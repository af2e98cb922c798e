/// When edited parameters reach the player. An edit of a respawn parameter (the agents, the
/// populations, the spawn pattern: `PresetParams.respawnDescriptors`) is held until the edits
/// pause for `settleMilliseconds`, so a burst of key presses or wheel steps re-seeds the agents
/// once instead of on every step; every other parameter applies at once, and so does everything
/// when the change asks for it (a new preset). Mid-morph the respawn parameters stay the running
/// ones (`keepingRespawnParameters`): the glide does not re-seed on every step.
public struct RespawnDebounce: Equatable, Sendable {
    /// How long respawn-parameter edits must pause before the agents re-seed, in ms: longer than
    /// the key repeat's and a wheel's step interval, short enough to feel like the edit's result.
    public static let settleMilliseconds: Int64 = 400

    /// When the last held edit was made (ms on the caller's monotonic clock); nil: none is held.
    public private(set) var heldSince: Int64?

    public init() {}

    /// What the player runs after a change at `now` (ms): `target`, its respawn parameters the
    /// `running` ones while they are held or a morph runs. A held edit restarts the wait; one that
    /// holds nothing (or `immediately`) ends it.
    public mutating func handOff(
        target: PresetParams, running: PresetParams, isMorphing: Bool, immediately: Bool, at now: Int64
    ) -> PresetParams {
        let next = isMorphing ? target.keepingRespawnParameters(of: running) : target
        let held = next.keepingRespawnParameters(of: running)
        guard !immediately && held != next else {
            heldSince = nil
            return next
        }
        heldSince = now
        return held
    }

    /// Milliseconds from `now` until the held edits are due (0: due now or overdue); nil when
    /// nothing is held.
    public func millisecondsUntilDue(at now: Int64) -> Int64? {
        heldSince.map { max(0, $0 + Self.settleMilliseconds - now) }
    }
}
