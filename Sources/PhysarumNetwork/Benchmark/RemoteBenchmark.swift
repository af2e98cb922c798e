import CGLib
import Foundation
import GLibKit
import PhysarumCore

/// `physarum bench --remote`: a host session and a remote session in one process, over TCP on
/// 127.0.0.1, driven by the GLib main loop as in the app. The remote makes `edits` parameter
/// edits `editSpacing` apart (a dragged slider) and measures
/// - edit latency, for every edit: from the edit on the remote until the host has applied it or a
///   newer one (an edit the throttle replaced counts until its successor lands) — throttle included;
/// - transport latency, for every params message: from leaving the remote session to its
///   application on the host.
public enum RemoteBenchmark {
    public struct Settings: Sendable {
        public var edits = 1000
        /// Time between two edits (100 per second, a fast slider drag).
        public var editSpacing = 0.01
        public init() {}
    }

    public struct Result: Sendable {
        public var edits: Int
        /// Params messages the remote sent (≤ 20 per second).
        public var sent: Int
        public var edit: LatencySummary
        public var transport: LatencySummary
        public var lastEditArrived: Bool

        public var text: String {
            func line(_ name: String, _ s: LatencySummary) -> String {
                String(format: "%@ p50 %.2f ms  p95 %.2f ms  max %.2f ms", name, s.p50, s.p95, s.max)
            }
            return [
                "remote over 127.0.0.1: \(edits) edits, \(sent) params messages sent (throttle "
                    + "\(Int(RemoteProtocol.editInterval * 1000)) ms), last edit arrived: \(lastEditArrived ? "yes" : "NO")",
                line("edit → applied     ", edit), line("send → applied     ", transport),
            ].joined(separator: "\n")
        }

        public func json() throws -> String {
            let object: [String: Any] = [
                "edits": edits, "sent": sent, "editP50Ms": edit.p50, "editP95Ms": edit.p95,
                "transportP50Ms": transport.p50, "transportP95Ms": transport.p95, "maxMs": edit.max,
                "transportMaxMs": transport.max, "lastEditArrived": lastEditArrived,
            ]
            let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
            return String(decoding: data, as: UTF8.self)
        }
    }

    public enum Failure: Error, CustomStringConvertible {
        case setup(String)
        public var description: String {
            switch self {
            case .setup(let why): return "bench --remote: \(why)"
            }
        }
    }

    /// Tags an edit in a parameter the host applies as is (no engine runs here).
    static func tag(_ index: Int) -> Int { 1000 + index }

    public static func run(_ settings: Settings) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "physarum-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = RemoteClock.monotonic
        var params = PresetParams()

        let host = RemoteHostSession(
            configuration: .init(hostID: "bench-host", hostName: "Bench host", fixedPairingCode: "135790"),
            hostState: RemoteHostState(presetID: nil, presetName: nil, cycling: false),
            store: PairingStore(fileURL: directory.appendingPathComponent("host.json")), signer: GLibHMACSigner(),
            exchange: BotanPairingExchange())
        let hostTransport = try TCPHostTransport(
            session: host, port: 0, address: "127.0.0.1", identity: try TLSIdentity.ephemeral())
        defer { hostTransport.stop() }

        let client = RemoteClientSession(
            configuration: .init(remoteID: "bench-remote", remoteName: "Bench remote"),
            store: PairingStore(fileURL: directory.appendingPathComponent("remote.json")), signer: GLibHMACSigner(),
            exchange: BotanPairingExchange(),
            currentState: { RemoteSessionState(presetID: nil, params: params, cycling: false) })
        let recorder = SendRecorder(
            TCPClientTransport(session: client, identity: try TLSIdentity.ephemeral()), session: client, clock: clock)
        defer { recorder.close() }

        var editTimes: [Double] = []
        var editLatencies: [Double] = []
        var transportLatencies: [Double] = []
        var lastApplied: Int?
        host.onCommand = { command in
            guard case .params(let applied) = command else { return }
            let now = clock()
            let index = applied.agents - tag(0)
            guard editTimes.indices.contains(index) else { return }
            // Every edit up to this one is now reflected on the host.
            for covered in ((lastApplied ?? -1) + 1)...index { editLatencies.append((now - editTimes[covered]) * 1000) }
            lastApplied = max(lastApplied ?? -1, index)
            if let sent = recorder.sendTimes[applied.agents] { transportLatencies.append((now - sent) * 1000) }
        }

        client.connect(to: RemoteEndpoint(host: "127.0.0.1", port: hostTransport.port), pairingCode: "135790")
        guard spin(seconds: 5, until: { client.state.isConnected }) else {
            throw Failure.setup("the remote did not connect (\(client.state))")
        }

        var timer: MainLoopTimer?
        timer = MainLoopTimer(every: settings.editSpacing) {
            guard editTimes.count < settings.edits else {
                timer?.cancel()
                return
            }
            params.agents = tag(editTimes.count)
            editTimes.append(clock())
            client.paramsChanged(params)
        }
        let budget = Double(settings.edits) * settings.editSpacing * 3 + 5
        let arrived = spin(seconds: budget) { editTimes.count == settings.edits && lastApplied == settings.edits - 1 }
        timer?.cancel()
        guard let edit = LatencySummary(editLatencies), let transport = LatencySummary(transportLatencies) else {
            throw Failure.setup("no edit reached the host")
        }
        return Result(
            edits: editTimes.count, sent: recorder.paramsSent, edit: edit, transport: transport,
            lastEditArrived: arrived)
    }

    /// Runs the default main context until `condition` or the deadline.
    static func spin(seconds: Double, until condition: () -> Bool) -> Bool {
        let deadline = RemoteClock.monotonic() + seconds
        // Wakes the loop when nothing else would (a failed session has no timers left).
        let wake = MainLoopTimer(every: 0.05) {}
        defer { wake.cancel() }
        while !condition() {
            guard RemoteClock.monotonic() < deadline else { return false }
            g_main_context_iteration(nil, 1)
        }
        return true
    }
}

/// Passes frames on to the real transport, noting when each params frame left the session.
private final class SendRecorder: RemoteClientTransport {
    let inner: TCPClientTransport
    let clock: () -> Double
    /// Send time by the edit's tag.
    var sendTimes: [Int: Double] = [:]
    var paramsSent = 0

    init(_ inner: TCPClientTransport, session: RemoteClientSession, clock: @escaping () -> Double) {
        self.inner = inner
        self.clock = clock
        session.transport = self
    }

    func open(_ endpoint: RemoteEndpoint) { inner.open(endpoint) }
    func close() { inner.close() }

    func send(_ frame: Data) {
        let now = clock()
        inner.send(frame)  // first: decoding below is not part of the transport
        if let message = try? RemoteMessageCoder.decode(frame.dropFirst(RemoteFrame.headerLength)),
            case .params(let params) = message
        {
            sendTimes[params.agents] = now
            paramsSent += 1
        }
    }
}
