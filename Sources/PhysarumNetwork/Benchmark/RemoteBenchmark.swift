import CGLib
import Foundation
import GLibKit
import PhysarumCore

/// `physarum bench --remote`: a host session and a remote session in one process, over TLS on
/// 127.0.0.1 (each with its own identity), driven by the GLib main loop as in the app. It measures
/// - pairing: from connect with the code to the welcome (TCP, preface, TLS 1.3 handshake, SRP);
/// - reconnect, `reconnects` times: a paired remote from connect to the host's first state
///   message (TLS, pinned certificates, no PAKE);
///
/// and, the remote making `edits` parameter edits `editSpacing` apart (a dragged slider):
/// - edit latency, for every edit: from the edit on the remote until the host has applied it or a
///   newer one (an edit the throttle replaced counts until its successor lands) — throttle included;
/// - transport latency, for every params message: from leaving the remote session to its
///   application on the host.
public enum RemoteBenchmark {
    public struct Settings: Sendable {
        public var edits = 1000
        /// Time between two edits (100 per second, a fast slider drag).
        public var editSpacing = 0.01
        public var reconnects = 20
        public init() {}
    }

    public struct Result: Sendable {
        public var edits: Int
        /// Params messages the remote sent (≤ 20 per second).
        public var sent: Int
        public var edit: LatencySummary
        public var transport: LatencySummary
        public var lastEditArrived: Bool
        /// Connect with the code → welcome, in ms.
        public var pairing: Double
        /// Connect of a paired remote → first state, in ms.
        public var reconnect: LatencySummary

        public var text: String {
            func line(_ name: String, _ s: LatencySummary) -> String {
                String(format: "%@ p50 %.2f ms  p95 %.2f ms  max %.2f ms", name, s.p50, s.p95, s.max)
            }
            return [
                "remote over 127.0.0.1: \(edits) edits, \(sent) params messages sent (throttle "
                    + "\(Int(RemoteProtocol.editInterval * 1000)) ms), last edit arrived: \(lastEditArrived ? "yes" : "NO")",
                line("edit → applied     ", edit), line("send → applied     ", transport),
                String(format: "pairing (TLS + SRP) %.2f ms", pairing),
                line("reconnect → state  ", reconnect),
            ].joined(separator: "\n")
        }

        public func json() throws -> String {
            let object: [String: Any] = [
                "edits": edits, "sent": sent, "editP50Ms": edit.p50, "editP95Ms": edit.p95,
                "transportP50Ms": transport.p50, "transportP95Ms": transport.p95, "maxMs": edit.max,
                "transportMaxMs": transport.max, "lastEditArrived": lastEditArrived, "pairingMs": pairing,
                "reconnectP50Ms": reconnect.p50, "reconnectP95Ms": reconnect.p95, "reconnectMaxMs": reconnect.max,
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
        var cycling = false

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
            currentState: { RemoteSessionState(presetID: nil, params: params, cycling: cycling) })
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

        let endpoint = RemoteEndpoint(host: "127.0.0.1", port: hostTransport.port)
        let pairingStarted = clock()
        client.connect(to: endpoint, pairingCode: "135790")
        guard spin(seconds: 5, until: { client.state.isConnected }) else {
            throw Failure.setup("the remote did not connect (\(client.state))")
        }
        let pairing = (clock() - pairingStarted) * 1000

        // Reconnects: the hello says cycling on, the host was left with it off, so the host's first
        // state message (after its adoption) is the one that turns the remote's "playing" to on.
        var reconnects: [Double] = []
        cycling = true
        for _ in 0..<settings.reconnects {
            client.disconnect()
            guard spin(seconds: 5, until: { host.controller == nil }) else { throw Failure.setup("no disconnect") }
            host.update(hostState: RemoteHostState(presetID: nil, presetName: nil, cycling: false))
            let started = clock()
            client.connect(to: endpoint)
            let firstState = spin(seconds: 5) {
                if case .connected(_, _, let playing) = client.state { return playing.cycling }
                return false
            }
            guard firstState else { throw Failure.setup("a paired remote did not reconnect (\(client.state))") }
            reconnects.append((clock() - started) * 1000)
        }
        cycling = false
        guard let reconnect = LatencySummary(reconnects) else { throw Failure.setup("no reconnect") }

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
            lastEditArrived: arrived, pairing: pairing, reconnect: reconnect)
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
