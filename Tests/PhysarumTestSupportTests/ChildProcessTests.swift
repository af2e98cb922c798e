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

    /// A test that names no timeout still cannot hang the run: past the default limit the child
    /// is ended and `run` throws an error that names it (here a limit of 0.5 s stands in for
    /// the 10 minutes).
    func testAHangingChildWithoutATimeoutFailsByName() throws {
        XCTAssertEqual(ChildProcess.defaultTimeLimit, 600, "ten minutes unless a test says otherwise")
        let started = Date()
        try ChildProcess.$defaultTimeLimit.withValue(0.5) {
            XCTAssertThrowsError(try ChildProcess.run("sleep", ["30"])) { error in
                let hung = error as? ChildProcess.Hung
                XCTAssertEqual(hung?.command, "sleep 30", "the error names the child: \(error)")
                XCTAssertEqual(hung?.result.status, SIGTERM, "ended by SIGTERM")
                XCTAssertTrue("\(error)".contains("sleep 30"), "\(error)")
            }
            // Below the limit nothing is thrown; an explicit timeout reports instead of throwing.
            XCTAssertEqual(try ChildProcess.run("true").status, 0)
            XCTAssertTrue(try ChildProcess.run("sleep", ["30"], timeout: 0.3).timedOut)
        }
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
