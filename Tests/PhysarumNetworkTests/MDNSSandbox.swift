import Foundation
import PhysarumTestSupport
import XCTest

/// The two-namespace LAN of scripts/test/mdns-sandbox.sh, owned by one test: built in `init`, torn
/// down (processes by PID, namespaces, files) by `tearDown`, which tests register at once.
final class MDNSSandbox {
    let directory: URL
    private let script: URL
    private(set) var probes: [ProbeProcess] = []

    /// Builds the sandbox or throws with the script's reason (not root, tool missing, …).
    init() throws {
        script = RepositoryRoot.testScript("mdns-sandbox.sh")
        let pid = ProcessInfo.processInfo.processIdentifier
        let temporary = URL(fileURLWithPath: NSTemporaryDirectory())
        directory = temporary.appendingPathComponent("physarum-mdns-\(pid)")
        Self.removeLeftovers(in: temporary, script: script)
        // Names unique per test process, short enough for interface names.
        do {
            try run("up", directory.path, "phy\(pid % 100_000_000)")
        } catch {
            try? run("down", directory.path)  // whatever half of it was built
            throw SandboxError(message: "the mDNS sandbox could not be built: \(error)")
        }
    }

    func run(_ arguments: String...) throws {
        let result = try ChildProcess.run("/bin/bash", [script.path] + arguments)
        guard result.status == 0 else {
            throw SandboxError(message: "mdns-sandbox.sh \(arguments.first ?? "") failed: \(result.stderr)")
        }
    }

    /// Starts `physarum-netprobe ARGS` inside namespace `side` ("a" or "b").
    func probe(_ side: String, _ arguments: [String]) throws -> ProbeProcess {
        let binary = try ProbeProcess.built("physarum-netprobe")
        let probe = try ProbeProcess(script: script, sandbox: directory, side: side, command: [binary] + arguments)
        probes.append(probe)
        return probe
    }

    /// Starts the real app as a host inside namespace `side`: `physarum --host --windowed
    /// --pairing-code CODE --name NAME ARGS` on the test run's X display, with its own XDG
    /// directories in the sandbox (its instance id set to `id`, as its TXT record will say) and
    /// its remote trace (PHYSARUM_REMOTE_TRACE) read from stderr. `down` ends it if the test
    /// cannot (its PID is recorded beside the daemons').
    func host(_ side: String, id: String, name: String, pairingCode: String, _ arguments: [String] = [])
        throws -> ProbeProcess
    {
        let home = directory.appendingPathComponent("\(side)/home")
        let remoteDirectory = home.appendingPathComponent("data/physarum/remote")
        try FileManager.default.createDirectory(at: remoteDirectory, withIntermediateDirectories: true)
        try Data((id + "\n").utf8).write(to: remoteDirectory.appendingPathComponent("instance-id"))
        let environment = [
            "XDG_DATA_HOME=\(home.path)/data", "XDG_CACHE_HOME=\(home.path)/cache",
            "XDG_CONFIG_HOME=\(home.path)/config", "XDG_STATE_HOME=\(home.path)/state",
            "PHYSARUM_DATA_DIR=\(RepositoryRoot.appending("data").path)", "PHYSARUM_REMOTE_TRACE=1",
            // No accessibility bus inside the namespace (the session bus is outside it).
            "GTK_A11Y=none", "DBUS_SESSION_BUS_ADDRESS=unix:path=/nonexistent/physarum-sandbox-no-session-bus",
        ]
        let command =
            ["/usr/bin/env"] + environment + [
                try ProbeProcess.built("physarum"), "--host", "--windowed", "--pairing-code", pairingCode, "--name",
                name,
            ] + arguments
        let host = try ProbeProcess(script: script, sandbox: directory, side: side, command: command)
        try Data("\(host.pid)\n".utf8).write(to: directory.appendingPathComponent("\(side)/host.pid"))
        probes.append(host)
        return host
    }

    /// A test process killed before its teardown leaves its sandbox behind: take down those
    /// whose owner is gone (their daemons by the PIDs they recorded, their namespaces, files).
    private static func removeLeftovers(in temporary: URL, script: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix("physarum-mdns-") {
            guard let owner = Int32(name.dropFirst("physarum-mdns-".count)), kill(owner, 0) != 0, errno == ESRCH else {
                continue
            }
            _ = try? ChildProcess.run("/bin/bash", [script.path, "down", temporary.appendingPathComponent(name).path])
        }
    }

    func tearDown() {
        for probe in probes { probe.stop() }
        for side in ["a", "b"] {  // stopped and reaped: `down` must not signal a reused PID
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("\(side)/host.pid"))
        }
        try? run("down", directory.path)
    }

    struct SandboxError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// One process in a sandbox namespace (physarum-netprobe, or the app as a host) and the JSON
/// lines it printed: probe events on stdout, the app's `remote-trace {…}` lines on stderr (as
/// events "trace"). The last other stderr lines are kept for failure messages.
final class ProbeProcess {
    private let process = Process()
    private let lock = NSLock()
    private var buffers: [Int: Data] = [:]
    private var parsed: [[String: Any]] = []
    private var errorTail: [String] = []
    let started = Date()

    /// The path of `name`, built beside the test bundle.
    static func built(_ name: String) throws -> String {
        try BuiltProduct.url(name, besideBundleOf: ProbeProcess.self).path
    }

    init(script: URL, sandbox: URL, side: String, command: [String]) throws {
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // `exec` all the way down: the PID we hold is the command's own.
        process.arguments = [script.path, "exec", sandbox.path, side] + command
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        for (stream, pipe) in [(1, output), (2, errors)] {
            pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self, !data.isEmpty else { return }
                self.lock.lock()
                defer { self.lock.unlock() }
                self.buffers[stream, default: Data()].append(data)
                while let buffer = self.buffers[stream], let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = buffer[buffer.startIndex..<newline]
                    self.buffers[stream] = buffer[buffer.index(after: newline)...]
                    self.take(Data(line), stream: stream)
                }
            }
        }
        try process.run()
    }

    var pid: Int32 { process.processIdentifier }

    private func take(_ line: Data, stream: Int) {
        let prefix = Data("remote-trace ".utf8)
        if stream == 1, let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] {
            parsed.append(object)
        } else if stream == 2, line.starts(with: prefix),
            var object = try? JSONSerialization.jsonObject(with: line.dropFirst(prefix.count)) as? [String: Any]
        {
            object["event"] = "trace"
            parsed.append(object)
        } else if stream == 2 {
            errorTail = Array((errorTail + [String(decoding: line, as: UTF8.self)]).suffix(20))
        }
    }

    /// The last lines on stderr that were not trace lines.
    var recentErrors: String {
        lock.lock()
        defer { lock.unlock() }
        return errorTail.joined(separator: "\n")
    }

    var events: [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        return parsed
    }

    /// The first event from index `from` on that satisfies `predicate`, waiting up to `seconds`.
    func waitFor(_ seconds: Double, from: Int = 0, _ predicate: ([String: Any]) -> Bool) -> (
        index: Int, event: [String: Any]
    )? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            let all = events
            if from < all.count, let index = all[from...].firstIndex(where: predicate) { return (index, all[index]) }
            usleep(10_000)
        } while Date() < deadline
        return nil
    }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
    }
}

extension Dictionary where Key == String, Value == Any {
    var hostIDs: [String] { ((self["hosts"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? String } }
    var availability: String? { self["availability"] as? String }
}
