import Foundation
import GLibKit
import PhysarumCore
import XCTest

@testable import PhysarumNetwork

/// Stands in for a window's frame clock: a 16 ms timer at GTK's redraw priority on the main loop,
/// and the longest time the loop went without running it.
///
/// A stall is measured as wall time minus the time the kernel kept the main thread waiting for a
/// CPU (its run-queue delay, /proc/thread-self/schedstat): what is left is time the thread spent
/// working or asleep in the loop. So a loaded machine (other processes on every core) does not
/// read as a stall, while a handler that works too long or blocks (a sleep, a blocking read) still
/// does. `longestWallGap` is the plain wall-clock gap, for the failure message.
final class FrameStallMeter {
    private var timer: MainLoopSource?
    private var last: (wall: Double, waited: Double)
    private(set) var longestStall = 0.0
    private(set) var longestWallGap = 0.0

    /// Starts ticking; throws where the kernel does not report run-queue delay.
    init() throws {
        last = (RemoteClock.monotonic(), try Self.runQueueDelay())
        timer = MainLoopSource.timeout(milliseconds: 16, priority: MainLoopSource.redrawPriority) {
            [weak self] in
            self?.tick()
            return true
        }
    }

    /// Forgets what was measured so far (before the part of a test that is measured).
    func reset() {
        longestStall = 0
        longestWallGap = 0
        last = (RemoteClock.monotonic(), (try? Self.runQueueDelay()) ?? last.waited)
    }

    func cancel() {
        timer?.cancel()
        timer = nil
    }

    /// "stall 0.012 s (wall gap 0.31 s)".
    var summary: String {
        String(format: "longest stall %.3f s (wall-clock gap %.3f s)", longestStall, longestWallGap)
    }

    private func tick() {
        let now = RemoteClock.monotonic()
        guard let waited = try? Self.runQueueDelay() else { return }
        longestWallGap = max(longestWallGap, now - last.wall)
        longestStall = max(longestStall, (now - last.wall) - (waited - last.waited))
        last = (now, waited)
    }

    /// Seconds the calling thread has spent runnable but waiting for a CPU, since it started.
    static func runQueueDelay() throws -> Double {
        let path = "/proc/thread-self/schedstat"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw XCTSkip("\(path) is missing: this kernel keeps no scheduler statistics")
        }
        // "cpu-ns run-queue-delay-ns timeslices"
        let fields = text.split(separator: " ")
        guard fields.count >= 2, let delay = Double(fields[1]) else {
            throw FrameStallMeterError(description: "unreadable \(path): \(text)")
        }
        return delay / 1e9
    }
}

struct FrameStallMeterError: Error, CustomStringConvertible {
    let description: String
}
