import Foundation
import PhysarumTestSupport
import XCTest

/// The shared child-process runner: status, the two streams kept apart, output larger than a
/// pipe holds, input, the environment, a timeout, and a clear error for a missing program.
final class ChildProcessTests: XCTestCase {
    func testExitStatusAndStreamsStayApart() throws {
        let result = try ChildProcess.run("sh", ["-c", "echo out; echo err >&2; exit 3"])
        XCTAssertEqual(result.status, 3)
        XCTAssertEqual(result.stdout, "out\n")
        XCTAssertEqual(result.stderr, "err\n")
        XCTAssertFalse(result.timedOut)
    }

    /// 4 MiB on each stream, far past a pipe's 64 KiB: reading one to its end before the other
    /// would leave the child blocked on the full one.
    func testLargeOutputOnBothStreamsDoesNotBlock() throws {
        let result = try ChildProcess.run(
            "sh", ["-c", "head -c 4194304 /dev/zero >&2; head -c 4194304 /dev/zero"], timeout: 60)
        XCTAssertFalse(result.timedOut, "the child finished")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdoutData.count, 4_194_304)
        XCTAssertEqual(result.stderrData.count, 4_194_304)
    }

    func testInputReachesTheChild() throws {
        let result = try ChildProcess.run("cat", input: Data("fed in".utf8))
        XCTAssertEqual(result.stdout, "fed in")
    }

    func testWithoutInputTheChildReadsNothing() throws {
        XCTAssertEqual(try ChildProcess.run("cat", timeout: 10).stdoutData, Data())
    }

    func testEnvironmentIsAddedToAndRemovedFrom() throws {
        let result = try ChildProcess.run(
            "sh", ["-c", #"echo "$PHYSARUM_CHILD_TEST|${HOME-unset}""#],
            environment: ["PHYSARUM_CHILD_TEST": "set", "HOME": nil])
        XCTAssertEqual(result.stdout, "set|unset\n")
    }

    func testTimeoutEndsTheChild() throws {
        let started = Date()
        let child = try ChildProcess.start("sleep", ["30"])
        let result = child.wait(timeout: 0.5)
        XCTAssertTrue(result.timedOut)
        XCTAssertEqual(result.status, SIGTERM, "ended by SIGTERM")
        XCTAssertFalse(child.isRunning)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }

    func testMissingExecutableSaysWhich() {
        for name in ["physarum-no-such-tool", "/nonexistent/physarum-no-such-tool"] {
            XCTAssertThrowsError(try ChildProcess.run(name)) { error in
                XCTAssertTrue("\(error)".contains(name), "\(error)")
            }
        }
    }
}
