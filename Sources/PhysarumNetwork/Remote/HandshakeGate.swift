import GLibKit
import PhysarumCore

/// Starts a host's TLS handshakes a few at a time, in the session's order, and gives up on one that
/// does not finish within `deadline` while others wait for its slot.
///
/// Why: GIO (glib-networking 2.74) runs every handshake, async or not, as a blocking handshake on
/// GLib's shared worker pool (about 10 threads, growing slowly), and a handshake whose peer stalls
/// after its ClientHello holds its thread until cancelled. Started at once, a flood of stalled
/// handshakes took every thread and a real remote's handshake queued behind them. Here the session
/// says which handshake may start (`RemoteConnectionBudget.nextHandshake`: a few at most, the
/// last slots kept for addresses not seen flooding), so the pool always has threads left; a
/// stalled one loses its slot after
/// `deadline` when another handshake waits (a real one takes milliseconds, but a process's first
/// handshake loads GnuTLS's state, and a busy host is slower: with nobody waiting it keeps its slot
/// up to the session's handshake timeout); and the next slot goes to the connection the session
/// ranks strongest, not to the oldest.
final class HandshakeGate {
    /// Seconds a handshake may hold its slot while others wait: a real one takes milliseconds on
    /// a LAN, and tens of them on a host whose cores are busy rendering.
    static let deadline = 0.5

    /// Seconds a handshake may hold its slot while others wait.
    let deadline: Double
    /// Seconds after which a slot is given up whatever happens (its connection is ended; a slot
    /// whose connection ended without a word from GIO is not held for ever).
    let giveUpAfter: Double

    init(deadline: Double = HandshakeGate.deadline, giveUpAfter: Double = RemoteProtocol.handshakeTimeout) {
        self.deadline = deadline
        self.giveUpAfter = giveUpAfter
    }

    /// Picks the handshake to start among the waiting ids while `running` run (nil: none now).
    var choose: (_ waiting: [RemoteConnectionID], _ running: Int) -> RemoteConnectionID? = { _, _ in nil }
    /// A handshake ran out of time: the session notes it and closes the connection.
    var onStalled: (RemoteConnectionID) -> Void = { _ in }

    private var waiting: [RemoteConnectionID: () -> Void] = [:]
    private var running: [RemoteConnectionID: (abort: () -> Void, timer: MainLoopTimer, started: Double)] = [:]
    private var pump: MainLoopSource?

    var inFlight: Int { running.count }
    var queued: Int { waiting.count }

    /// `id`'s ClientHello arrived: `start` begins its handshake when its turn comes, `abort` ends
    /// the connection at once if the handshake outlasts `deadline`.
    func enqueue(_ id: RemoteConnectionID, start: @escaping () -> Void, abort: @escaping () -> Void) {
        waiting[id] = { [weak self] in
            start()
            self?.running[id]?.abort = abort
        }
        schedulePump()
    }

    /// `id`'s handshake ended (done, failed or cancelled): its slot is free.
    func handshakeEnded(_ id: RemoteConnectionID) {
        guard running.removeValue(forKey: id) != nil else { return }
        schedulePump()
    }

    /// `id` closed: it no longer waits (a running handshake frees its slot through `handshakeEnded`).
    func forget(_ id: RemoteConnectionID) {
        waiting.removeValue(forKey: id)
    }

    func cancel() {
        pump = nil
        for (_, slot) in running { slot.timer.cancel() }
        running.removeAll()
        waiting.removeAll()
    }

    /// Starts waiting handshakes from the main loop, never from inside a session call.
    private func schedulePump() {
        guard pump == nil else { return }
        pump = MainLoopSource.idle(priority: MainLoopSource.ioPriority) { [weak self] in
            self?.pump = nil
            self?.startWaiting()
        }
    }

    private func startWaiting() {
        while !waiting.isEmpty {
            guard let id = choose(Array(waiting.keys), running.count),
                let start = waiting.removeValue(forKey: id)
            else { return }
            let timer = MainLoopTimer(after: deadline) { [weak self] in self?.expired(id) }
            running[id] = ({}, timer, RemoteClock.monotonic())
            start()
        }
    }

    private func expired(_ id: RemoteConnectionID) {
        guard let slot = running[id] else { return }
        let left = giveUpAfter - (RemoteClock.monotonic() - slot.started)
        guard !waiting.isEmpty || left <= 0 else {
            running[id]?.timer = MainLoopTimer(after: min(deadline, left)) { [weak self] in self?.expired(id) }
            return
        }
        running.removeValue(forKey: id)
        onStalled(id)
        slot.abort()
        schedulePump()
    }
}
