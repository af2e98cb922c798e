import GtkKit
import PhysarumCore

/// Hands the editor's parameters to the player, a respawn edit once the burst of them settles
/// (`RespawnDebounce`); the timer for the held edit is its own.
@MainActor
final class PlayerParameterFeed {
    /// What the player should run now, and whether a morph runs.
    typealias Target = () -> (params: PresetParams, isMorphing: Bool)

    private let player: PlayerView
    private let target: Target
    private var debounce = RespawnDebounce()
    /// The pending re-seed after a burst of respawn-parameter edits.
    private var settleTimer: MainLoopSource?

    init(player: PlayerView, target: @escaping Target) {
        self.player = player
        self.target = target
    }

    /// Gives the player the target (see `RespawnDebounce.handOff`); a held respawn edit follows
    /// when the edits settle, unless a later change hands off first.
    func handOff(immediately: Bool) {
        let (params, isMorphing) = target()
        let running = player.params
        let now = Self.nowMilliseconds
        let next = debounce.handOff(
            target: params, running: running, isMorphing: isMorphing, immediately: immediately, at: now)
        waitForSettle(from: now)
        guard next != running else { return }
        player.apply(next)
    }

    /// Drops a held edit and its timer (the window is going).
    func stop() {
        settleTimer = nil
    }

    private func waitForSettle(from now: Int64) {
        settleTimer = nil
        guard let wait = debounce.millisecondsUntilDue(at: now) else { return }
        settleTimer = MainLoopSource.timeout(milliseconds: UInt32(wait)) { [weak self] in
            guard let self else { return false }
            self.settleTimer = nil
            let now = Self.nowMilliseconds
            // GLib's timeouts run on this clock and never early; the check keeps a held edit
            // from being lost if one ever did.
            if self.debounce.millisecondsUntilDue(at: now) == 0 {
                self.handOff(immediately: true)
            } else {
                self.waitForSettle(from: now)
            }
            return false
        }
    }

    /// GLib's monotonic clock (its timeouts' own) in ms.
    private static var nowMilliseconds: Int64 { MainLoop.monotonicMicroseconds / 1000 }
}
