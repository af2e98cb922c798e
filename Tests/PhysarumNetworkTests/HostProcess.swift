import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumNetwork

/// A real `physarum --host --windowed` process for tests (under the test run's Xvfb), with its
/// own XDG directories, a fixed pairing code, and its remote trace (PHYSARUM_REMOTE_TRACE) read
/// from stderr. Avahi is pointed at a D-Bus socket that does not exist, so the test host is never
/// announced on a real network.
final class HostProcess {
    let port: UInt16
    let pairingCode = "424242"
    private let process = Process()
    private let temporary: TemporaryDirectory
    private var home: URL { temporary.url }
    private let lock = NSLock()
    private var buffer = Data()
    private var traces: [[String: Any]] = []
    private var stderrTail: [String] = []
    /// The host's `frame-trace` lines: when each came, and the frames rendered by then.
    private var frameCounts: [(at: Double, frames: Int)] = []

    init() throws {
        temporary = try TemporaryDirectory("hostproc")
        port = try Self.freePort()
        process.executableURL = try BuiltProduct.url("physarum", besideBundleOf: HostProcess.self)
        process.arguments = [
            "--host", "--windowed", "--port", String(port), "--pairing-code", pairingCode,
            "--name", "Test host",
        ]
        var environment = AppEnvironment.isolated(under: home)
        environment["PHYSARUM_REMOTE_TRACE"] = "1"
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            defer { self.lock.unlock() }
            self.buffer.append(data)
            while let newline = self.buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: self.buffer[self.buffer.startIndex..<newline], as: UTF8.self)
                self.buffer.removeSubrange(self.buffer.startIndex...newline)
                if line.hasPrefix("frame-trace "), let frames = Int(line.dropFirst(12)) {
                    self.frameCounts.append((RemoteClock.monotonic(), frames))
                } else if line.hasPrefix("remote-trace "),
                    let object = try? JSONSerialization.jsonObject(with: Data(line.dropFirst(13).utf8))
                        as? [String: Any]
                {
                    self.traces.append(object)
                } else {
                    self.stderrTail = Array((self.stderrTail + [line]).suffix(20))
                }
            }
        }
        try process.run()
    }

    /// Whether a TCP connection to the host's port succeeds within `seconds` (it starts up first).
    func waitUntilListening(seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline, isRunning {
            var result: Result<TCPConnection, NetworkError>?
            let connector = TCPConnector(hostAndPort: "127.0.0.1", defaultPort: port) { result = $0 }
            spinMainLoop(seconds: 2) { result != nil }
            withExtendedLifetime(connector) {}
            if case .success(let probe) = result {
                probe.close(afterFlushing: false)
                return true
            }
            usleep(200_000)
        }
        return false
    }

    var pid: Int32 { process.processIdentifier }
    var isRunning: Bool { process.isRunning }

    var trace: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return traces
    }

    /// Frames a second the host rendered between `start` and `end` (monotonic seconds), from its
    /// once-a-second frame trace; nil without two trace lines in that span.
    func frameRate(from start: Double, to end: Double) -> Double? {
        lock.lock()
        defer { lock.unlock() }
        let span = frameCounts.filter { $0.at >= start && $0.at <= end }
        guard let first = span.first, let last = span.last, last.at > first.at else { return nil }
        return Double(last.frames - first.frames) / (last.at - first.at)
    }

    var recentErrors: String {
        lock.lock()
        defer { lock.unlock() }
        return stderrTail.joined(separator: "\n")
    }

    /// Resident memory in bytes (VmRSS).
    var residentBytes: Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) * 1024
    }

    /// User + system CPU seconds so far.
    var cpuSeconds: Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        let ticks = (Double(fields[11]) ?? 0) + (Double(fields[12]) ?? 0)
        return ticks / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGTERM)
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        temporary.remove()
    }

    /// A port nothing listens on right now (bound and released; the host binds it next).
    private static func freePort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw NSError(domain: "HostProcess", code: Int(errno)) }
        return UInt16(bigEndian: address.sin_port)
    }
}
