import Foundation

/// A child process of a test, started with its standard output and error collected. `run` is the
/// one-shot form most tests want; `start` and `wait` are for a test that watches the child while
/// it runs (its PID, or a main loop kept turning until it exits).
public final class ChildProcess: Sendable {
    private let process: Process
    private let exited = DispatchSemaphore(value: 0)
    private let output: PipeReader
    private let errors: PipeReader

    /// How long a child may run when its test names no timeout: long enough for any test's
    /// child on a loaded CI machine, short enough that a hung one fails the run instead of
    /// holding it until CI's own limit (which names no test).
    @TaskLocal public static var defaultTimeLimit: TimeInterval = 600

    /// A child that ran past `defaultTimeLimit` (its test named no timeout): ended, and named.
    public struct Hung: Error, CustomStringConvertible {
        public let command: String
        public let limit: TimeInterval
        public let result: Result
        public var description: String {
            "\(command) still ran after \(limit) s (ChildProcess.defaultTimeLimit) and was ended; stderr: \(result.stderr)"
        }
    }

    /// Runs `executable` (a path, or a name looked up on PATH) to its end and returns how it ended.
    /// `environment` is added to this process's own; a nil value removes that variable. `input`,
    /// if any, is written to its standard input (otherwise it reads /dev/null). After `timeout`
    /// seconds it is ended (see `wait`) and the result says `timedOut`; with no `timeout` it is
    /// ended after `defaultTimeLimit` and `run` throws `Hung`, naming it.
    public static func run(
        _ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:], input: Data? = nil,
        timeout: TimeInterval? = nil
    ) throws -> Result {
        let child = try start(executable, arguments, environment: environment, input: input)
        let result = child.wait(timeout: timeout ?? defaultTimeLimit)
        if timeout == nil && result.timedOut {
            throw Hung(
                command: ([executable] + arguments).joined(separator: " "), limit: defaultTimeLimit, result: result)
        }
        return result
    }

    /// Starts `executable` as `run` does, without waiting for it.
    public static func start(
        _ executable: String, _ arguments: [String] = [], environment: [String: String?] = [:], input: Data? = nil
    ) throws -> ChildProcess {
        try ChildProcess(
            URL(fileURLWithPath: try ExecutableLookup.path(of: executable)), arguments, environment, input)
    }

    private init(_ executable: URL, _ arguments: [String], _ environment: [String: String?], _ input: Data?) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var merged = ProcessInfo.processInfo.environment
        for (key, value) in environment { merged[key] = value }
        process.environment = merged
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        // Never the test runner's own stdin: a child that reads it would wait on a terminal.
        process.standardInput = stdin ?? FileHandle.nullDevice
        process.terminationHandler = { [exited] _ in exited.signal() }
        try process.run()
        // Both pipes are drained at once: a child that fills one while we wait on the other would block.
        output = PipeReader(out.fileHandleForReading)
        errors = PipeReader(err.fileHandleForReading)
        if let stdin, let input { Self.feed(input, to: stdin.fileHandleForWriting) }
    }

    public var processIdentifier: Int32 { process.processIdentifier }
    public var isRunning: Bool { process.isRunning }

    /// Waits for the child to exit and for its output to end. Past `timeout` seconds (without
    /// one, `defaultTimeLimit`) it gets SIGTERM, and SIGKILL two seconds later if it still runs;
    /// the result then says `timedOut`. Output still held open by a grandchild keeps this waiting.
    public func wait(timeout: TimeInterval? = nil) -> Result {
        let deadline = DispatchTime.now() + max(timeout ?? Self.defaultTimeLimit, 0)
        let timedOut = exited.wait(timeout: deadline) == .timedOut
        if timedOut { end() }
        exited.signal()  // a later `wait` returns at once
        return Result(
            status: process.terminationStatus, stdoutData: output.data(), stderrData: errors.data(),
            timedOut: timedOut)
    }

    /// Ends the child and waits until it has exited. It is signalled only while Foundation has not
    /// reaped it, so that its PID is still this child's.
    private func end() {
        for signal in [SIGTERM, SIGKILL] where process.isRunning {
            kill(process.processIdentifier, signal)
            if exited.wait(timeout: .now() + 2) == .success { return }
        }
        exited.wait()
    }

    /// Writes `input` on a thread of its own (the child may read it slowly, or not at all) and
    /// closes the pipe so the child sees its end.
    private static func feed(_ input: Data, to handle: FileHandle) {
        _ = ignoringBrokenPipes
        Thread.detachNewThread {
            try? handle.write(contentsOf: input)  // a child that exits unread gives EPIPE: fine
            try? handle.close()
        }
    }

    /// SIGPIPE would end the whole test process when a child exits without reading its input.
    private static let ignoringBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()
}
