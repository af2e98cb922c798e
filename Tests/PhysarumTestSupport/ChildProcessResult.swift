import Foundation

extension ChildProcess {
    /// How a child process ended and what it wrote.
    public struct Result: Sendable {
        /// The exit status, or the number of the signal that ended it.
        public let status: Int32
        public let stdoutData: Data
        public let stderrData: Data
        /// Whether `wait`'s timeout ran out and the child was ended.
        public let timedOut: Bool

        /// Standard output as UTF-8 text.
        public var stdout: String { String(decoding: stdoutData, as: UTF8.self) }
        /// Standard error as UTF-8 text.
        public var stderr: String { String(decoding: stderrData, as: UTF8.self) }
    }
}
