import Foundation
import GLibKit
import XCTest

/// The main loop's sources on the default context, iterated by the tests themselves.
final class MainLoopSourceTests: XCTestCase {
    private final class Token {}

    func testAReleasedTimeoutNeverFires() {
        MainActor.assumeIsolated {
            var fired = false
            var source: MainLoopSource? = MainLoopSource.timeout(milliseconds: 10) {
                fired = true
                return false
            }
            XCTAssertEqual(source?.isPending, true)
            source = nil
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertFalse(fired, "releasing the source cancelled it")
        }
    }

    func testACancelledTimeoutNeverFires() {
        MainActor.assumeIsolated {
            var fired = false
            let source = MainLoopSource.timeout(milliseconds: 10) {
                fired = true
                return false
            }
            source.cancel()
            source.cancel()  // twice is harmless
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertFalse(fired)
            XCTAssertFalse(source.isPending)
        }
    }

    func testCancelFromInsideItsOwnCallbackStopsTheRepeats() {
        MainActor.assumeIsolated {
            var fires = 0
            var source: MainLoopSource?
            source = MainLoopSource.timeout(milliseconds: 5) {
                fires += 1
                source = nil  // releases, so cancels, the source that is running
                return true  // would repeat
            }
            XCTAssertTrue(MainLoop.run(until: { fires > 0 }, timeout: 2))
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertEqual(fires, 1)
            XCTAssertNil(source)
        }
    }

    func testAnIdleRunsOnce() {
        MainActor.assumeIsolated {
            var runs = 0
            let source = MainLoopSource.idle { runs += 1 }
            XCTAssertTrue(MainLoop.run(until: { runs > 0 }, timeout: 2))
            MainLoop.run(until: { false }, timeout: 0.05)
            XCTAssertEqual(runs, 1)
            XCTAssertFalse(source.isPending, "the idle is done, though its object is still held")
        }
    }

    func testALowPriorityIdleWaitsForTheDefaultPriority() {
        MainActor.assumeIsolated {
            var order: [String] = []
            let low = MainLoopSource.idle(priority: MainLoopSource.lowPriority) { order.append("low") }
            let normal = MainLoopSource.idle { order.append("default") }
            XCTAssertTrue(MainLoop.run(until: { order.count == 2 }, timeout: 2))
            XCTAssertEqual(order, ["default", "low"])
            withExtendedLifetime((low, normal)) {}
        }
    }

    func testARepeatingTimerRepeatsUntilCancelledAndAOneShotFiresOnce() {
        MainActor.assumeIsolated {
            var once = 0
            var repeated = 0
            let single = MainLoopTimer(after: 0.02) { once += 1 }
            let repeating = MainLoopTimer(every: 0.02) { repeated += 1 }
            XCTAssertTrue(MainLoop.run(until: { repeated >= 3 }, timeout: 2))
            repeating.cancel()
            let count = repeated
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertEqual(once, 1)
            XCTAssertEqual(repeated, count, "no fires after cancel")
            withExtendedLifetime(single) {}
        }
    }

    func testAReleasedTimerNeverFires() {
        MainActor.assumeIsolated {
            var fired = false
            var timer: MainLoopTimer? = MainLoopTimer(after: 0.01) { fired = true }
            XCTAssertNotNil(timer)
            timer = nil
            MainLoop.run(until: { false }, timeout: 0.1)
            XCTAssertFalse(fired)
        }
    }

    func testCallOnMainFromABackgroundThreadRunsOnTheMainThread() {
        MainActor.assumeIsolated {
            nonisolated(unsafe) var ranOnMain: Bool?
            Thread.detachNewThread {
                MainLoop.callOnMain { ranOnMain = Thread.isMainThread }
            }
            XCTAssertTrue(MainLoop.run(until: { ranOnMain != nil }, timeout: 5))
            XCTAssertEqual(ranOnMain, true)
        }
    }

    func testTheClosureIsReleasedOnceTheSourceIsGone() {
        MainActor.assumeIsolated {
            weak var cancelled: Token?
            weak var finished: Token?
            var source: MainLoopSource?
            var done: MainLoopSource?
            do {
                let token = Token()
                cancelled = token
                source = MainLoopSource.timeout(milliseconds: 60_000) {
                    withExtendedLifetime(token) {}
                    return true
                }
                let other = Token()
                finished = other
                done = MainLoopSource.idle { withExtendedLifetime(other) {} }
            }
            XCTAssertNotNil(cancelled, "the pending source holds its closure")
            XCTAssertEqual(source?.isPending, true)
            source = nil
            XCTAssertNil(cancelled, "released with the source")
            XCTAssertTrue(MainLoop.run(until: { finished == nil }, timeout: 2), "released once the idle ran")
            XCTAssertNotNil(done, "while its object is still held")
        }
    }

    func testAnFdWatchSeesReadableDataUntilCancelled() {
        MainActor.assumeIsolated {
            var fds: [Int32] = [0, 0]
            XCTAssertEqual(pipe(&fds), 0)
            defer { fds.forEach { close($0) } }
            var seen: [MainLoopSource.IOCondition] = []
            var watch: MainLoopSource? = MainLoopSource.watch(fd: fds[0], condition: [.input, .hangUp]) { condition in
                seen.append(condition)
                return true
            }
            MainLoop.run(until: { false }, timeout: 0.05)
            XCTAssertTrue(seen.isEmpty, "nothing to read yet")
            var byte: UInt8 = 1
            XCTAssertEqual(write(fds[1], &byte, 1), 1)
            XCTAssertTrue(MainLoop.run(until: { !seen.isEmpty }, timeout: 2))
            XCTAssertTrue(seen[0].contains(.input))
            watch = nil
            let count = seen.count
            MainLoop.run(until: { false }, timeout: 0.05)
            XCTAssertEqual(seen.count, count, "the data is still there, but the watch is gone")
            XCTAssertNil(watch)
        }
    }
}
