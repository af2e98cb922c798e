import Foundation
import XCTest

/// The two-namespace LAN of scripts/mdns-sandbox.sh, owned by one test: built in `init`, torn
/// down (processes by PID, namespaces, files) by `tearDown`, which tests register at once.
final class MDNSSandbox {
    let directory: URL
    private let script: URL
    private(set) var probes: [ProbeProcess] = []

    /// Builds the sandbox or throws with the script's reason (not root, tool missing, …).
    init() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        script = root.appendingPathComponent("scripts/mdns-sandbox.sh")
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
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script.path] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SandboxError(message: "mdns-sandbox.sh \(arguments.first ?? "") failed: \(message)")
        }
    }

    /// Starts `physarum-netprobe ARGS` inside namespace `side` ("a" or "b").
    func probe(_ side: String, _ arguments: [String]) throws -> ProbeProcess {
        let probe = try ProbeProcess(script: script, sandbox: directory, side: side, arguments: arguments)
        probes.append(probe)
        return probe
    }

    /// A test process killed before its teardown leaves its sandbox behind: take down those
    /// whose owner is gone (their daemons by the PIDs they recorded, their namespaces, files).
    private static func removeLeftovers(in temporary: URL, script: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix("physarum-mdns-") {
            guard let owner = Int32(name.dropFirst("physarum-mdns-".count)), kill(owner, 0) != 0, errno == ESRCH else {
                continue
            }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [script.path, "down", temporary.appendingPathComponent(name).path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        }
    }

    func tearDown() {
        for probe in probes { probe.stop() }
        try? run("down", directory.path)
    }

    struct SandboxError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// One physarum-netprobe process and the JSON lines it printed.
final class ProbeProcess {
    private let process = Process()
    private let lock = NSLock()
    private var buffer = Data()
    private var parsed: [[String: Any]] = []
    let started = Date()

    init(script: URL, sandbox: URL, side: String, arguments: [String]) throws {
        let bundle = Bundle(for: ProbeProcess.self).bundleURL
        let binary = try XCTUnwrap(
            [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent("physarum-netprobe") }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "physarum-netprobe not built beside \(bundle.path)")
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        // `exec` all the way down: the PID we hold is the probe's own.
        process.arguments = [script.path, "exec", sandbox.path, side, binary.path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.lock()
            self.buffer.append(data)
            while let newline = self.buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = self.buffer[self.buffer.startIndex..<newline]
                self.buffer.removeSubrange(self.buffer.startIndex...newline)
                if let object = try? JSONSerialization.jsonObject(with: line) as? [String: Any] {
                    self.parsed.append(object)
                }
            }
            self.lock.unlock()
        }
        try process.run()
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
