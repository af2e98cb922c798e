import Foundation
import PhysarumCore
import PhysarumTestSupport
import XCTest

@testable import PhysarumNetwork

/// The real app as a host: `physarum --host --windowed` under the test run's Xvfb, driven over
/// 127.0.0.1 by Core's client session on this layer's transport (and by hostile raw sockets).
/// The host's applied state is read from its PHYSARUM_REMOTE_TRACE lines.
final class HostProcessTests: XCTestCase {
    var host: HostProcess!
    private var temporary: TemporaryDirectory!
    private var directory: URL { temporary.url }
    private var editorParams = PresetParams()
    var keep: [AnyObject] = []

    override func setUpWithError() throws {
        temporary = try TemporaryDirectory("hostproc-remote")
        host = try HostProcess()
        XCTAssertTrue(
            host.waitUntilListening(seconds: 60), "the host listens on \(host.port) within 60 s: \(host.recentErrors)")
    }

    override func tearDown() {
        keep.removeAll()
        host?.stop()
        temporary?.remove()
    }

    var endpoint: RemoteEndpoint { RemoteEndpoint(host: "127.0.0.1", port: host.port) }

    func makeClient(id: String = "laptop-1", presetID: String = "chase") -> RemoteClientSession {
        let session = RemoteClientSession(
            configuration: .init(remoteID: id, remoteName: "Laptop"),
            store: PairingStore(fileURL: directory.appendingPathComponent("\(id).json")), signer: GLibHMACSigner(),
            exchange: BotanPairingExchange(),
            currentState: { [unowned self] in
                RemoteSessionState(presetID: presetID, params: editorParams, cycling: false)
            })
        // Each remote id is one installation: its identity file is kept across its connections.
        let identity = try? TLSIdentity.loadOrCreate(at: directory.appendingPathComponent("\(id).pem"))
        keep += [session, TCPClientTransport(session: session, identity: identity)]
        return session
    }

    /// The host's last trace line satisfying `predicate`, waiting up to `seconds`.
    private func waitForTrace(_ seconds: Double, _ predicate: ([String: Any]) -> Bool) -> [String: Any]? {
        var found: [String: Any]?
        spinMainLoop(seconds: seconds) {
            found = host.trace.last.flatMap { predicate($0) ? $0 : nil }
            return found != nil
        }
        return found
    }

    private func params(_ trace: [String: Any]) -> PresetParams? {
        guard let object = trace["params"], let data = try? JSONSerialization.data(withJSONObject: object) else {
            return nil
        }
        return try? JSONDecoder().decode(PresetParams.self, from: data)
    }

    /// The greeting a fresh connection gets inside TLS: what the host plays and whether it cycles.
    private func greetingState() throws -> RemoteHostState? {
        var result: Result<TLSConnection, NetworkError>?
        let connector = TCPConnector(hostAndPort: "127.0.0.1", defaultPort: host.port, identity: RawPeer.identity) {
            result = $0
        }
        XCTAssertTrue(spinMainLoop(seconds: 5) { result != nil })
        withExtendedLifetime(connector) {}
        let connection = try XCTUnwrap(result).get()
        defer { connection.close(afterFlushing: false) }
        var decoder = RemoteFrameDecoder()
        var greeting: RemoteGreeting?
        connection.onReceive = { bytes in
            for frame in decoder.append(bytes).frames {
                if case .greeting(let g)? = try? RemoteMessageCoder.decode(frame) { greeting = g }
            }
        }
        spinMainLoop(seconds: 5) { greeting != nil }
        return greeting?.state
    }

    func testPairMirrorTwoHundredEditsDisconnectResumesCyclingReconnectByPin() throws {
        let client = makeClient()
        client.connect(to: endpoint, pairingCode: host.pairingCode)
        XCTAssertTrue(spinMainLoop(seconds: 10) { client.state.isConnected }, "paired with the code: \(client.state)")
        XCTAssertNotNil(waitForTrace(10) { ($0["presetId"] as? String) == "chase" }, "the host adopted the selection")

        client.send(.jumpTo(presetID: "coral"))
        XCTAssertNotNil(waitForTrace(10) { ($0["presetId"] as? String) == "coral" }, "selection mirrored")

        for i in 1...200 {
            editorParams.exposure = 1 + Double(i) * 0.01
            client.paramsChanged(editorParams)
            spinMainLoop(seconds: 0.002)
        }
        let last = waitForTrace(10) { [editorParams] in self.params($0) == editorParams }
        XCTAssertNotNil(last, "the host ends with exactly the last parameters; last trace: \(host.trace.last ?? [:])")
        XCTAssertEqual(last.flatMap { params($0) }?.exposure, 3)

        client.disconnect()
        var resumed = false
        let deadline = Date().addingTimeInterval(10)
        while !resumed, Date() < deadline {
            resumed = try greetingState()?.cycling == true
            if !resumed { spinMainLoop(seconds: 0.2) }
        }
        XCTAssertTrue(resumed, "the host cycles again once the remote left")

        client.connect(to: endpoint)  // no code: the pinned certificates
        XCTAssertTrue(spinMainLoop(seconds: 10) { client.state.isConnected }, "pinned reconnect: \(client.state)")
    }

    /// The X screen as raw RGB (ImageMagick's `import`, as scripts/dev/screenshots.sh uses).
    func screen() throws -> Data {
        let result = try ChildProcess.run("import", ["-window", "root", "-depth", "8", "rgb:-"])
        XCTAssertEqual(result.status, 0, "ImageMagick's import (scripts/setup/install-deps.sh test installs it)")
        return result.stdoutData
    }

    /// Waits until the host's resident memory holds still (the first frames allocate ~170 MiB).
    /// The host's resident memory once it has held still for three half-seconds in a row: the
    /// window's late start-up work (GStreamer's device monitor asks for the audio inputs once the
    /// window shows) must not count as growth from the hostile input.
    private func settledMemory() -> Int {
        var previous = host.residentBytes
        var stillFor = 0
        for _ in 0..<40 {
            spinMainLoop(seconds: 0.5)
            let now = host.residentBytes
            stillFor = abs(now - previous) < 1 << 20 ? stillFor + 1 : 0
            if stillFor == 3 { return now }
            previous = now
        }
        return previous
    }

    private func sendMalformedInputs() throws {
        for input in RawPeer.malformedInputs {
            let said = try RawPeer.expectClosed(port: host.port, after: input.bytes, input.label)
            XCTAssertTrue(said.contains("\"error\""), "\(input.label): an error message first: \(said)")
            if let code = input.code { XCTAssertTrue(said.contains(code), "\(input.label): \(said)") }
        }
    }

    func testHostileInputLeavesTheHostRenderingBoundedAndControllable() throws {
        let settled = settledMemory()
        // Idle connections and a slow-loris (a byte every 100 ms) stay open through everything.
        var idle: [ByteConnection] = []
        for _ in 0..<50 { idle.append(try RawPeer.connect(port: host.port)) }
        let loris = try RawPeer.connect(port: host.port)
        keep.append(RawPeer.trickle(RawPeer.frame(Array(#"{"type":"keepAlive"}"#.utf8)), on: loris, every: 0.1))
        let before = try screen()

        // The malformed inputs, again and again: memory must level off, not climb with them.
        try sendMalformedInputs()
        let afterFirstRound = host.residentBytes
        for _ in 0..<3 { try sendMalformedInputs() }
        let afterFourRounds = host.residentBytes
        XCTAssertLessThan(
            afterFourRounds - afterFirstRound, 16 << 20,
            "three more rounds of hostile input add < 16 MiB (\((afterFourRounds - afterFirstRound) >> 10) KiB)")
        // A frame cut short, then silence.
        let truncated = try RawPeer.connect(port: host.port)
        truncated.send([0, 0, 1, 0] + Array("{\"type\":".utf8))
        // Wrong codes, several times: refused, then rate-limited.
        var refusals: [String] = []
        for attempt in 0..<6 {
            let guesser = makeClient(id: "guesser-\(attempt)")
            guesser.connect(to: endpoint, pairingCode: "000000")
            spinMainLoop(seconds: 10) {
                switch guesser.state {
                case .needsPairingCode(_, _, let hint?): refusals.append(hint); return true
                case .failed(_, let reason): refusals.append(reason); return true
                default: return false
                }
            }
            XCTAssertFalse(guesser.state.isConnected, "a wrong code never connects")
        }
        XCTAssertEqual(refusals.count, 6, "every wrong code was refused: \(refusals)")

        spinMainLoop(seconds: 1)
        let after = try screen()
        XCTAssertTrue(host.isRunning, "the host survived: \(host.recentErrors)")
        XCTAssertFalse(before.isEmpty)
        XCTAssertNotEqual(before, after, "the host's window kept rendering")
        let grown = host.residentBytes - settled
        XCTAssertLessThan(grown, 64 << 20, "memory stays bounded (grew \(grown >> 20) MiB from \(settled >> 20) MiB)")

        // A good remote pairs and controls it, with the idle ones and the loris still there.
        let good = makeClient()
        good.connect(to: endpoint, pairingCode: host.pairingCode)
        XCTAssertTrue(spinMainLoop(seconds: 10) { good.state.isConnected }, "good remote: \(good.state)")
        good.send(.jumpTo(presetID: "coral"))
        XCTAssertNotNil(waitForTrace(10) { ($0["presetId"] as? String) == "coral" }, "and controls the host")
        withExtendedLifetime((idle, truncated)) {}
    }
}
