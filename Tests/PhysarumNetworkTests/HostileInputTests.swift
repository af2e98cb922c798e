import CGLib
import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumNetwork

/// A host session behind `TCPHostTransport` under hostile input over 127.0.0.1: it closes bad
/// connections, never stalls the main loop (a 16 ms "frame" timer keeps firing: FrameStallMeter,
/// which does not count the time a loaded machine keeps the thread off the CPU), keeps its memory
/// bounded, and a good remote still pairs and controls it afterwards.
final class HostileInputTests: XCTestCase {
    private var rig: LoopbackRig!
    private var transport: TCPHostTransport { rig.transport }
    private var commands: [RemoteHostCommand] { rig.commands }
    private var frames: FrameStallMeter!
    private var attackers: [ByteConnection] = []
    private var keep: [AnyObject] = []

    override func setUpWithError() throws {
        rig = try LoopbackRig()
        frames = try FrameStallMeter()
    }

    override func tearDown() {
        frames?.cancel()
        for attacker in attackers { attacker.close(afterFlushing: false) }
        rig?.tearDown()
    }

    private func connect() throws -> ByteConnection {
        let connection = try RawPeer.connect(port: transport.port)
        attackers.append(connection)
        return connection
    }

    private func frame(_ payload: [UInt8]) -> [UInt8] { RawPeer.frame(payload) }

    private var residentBytes: Int {
        let statm = (try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8)) ?? "0 0"
        return (Int(statm.split(separator: " ")[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// A good remote pairs with the code and its intent reaches the host.
    @discardableResult
    private func assertAGoodRemoteStillControlsTheHost(line: UInt = #line) -> TCPClientTransport {
        let (session, client) = rig.makeRemote {
            RemoteSessionState(presetID: "b", params: PresetParams(), cycling: false)
        }
        session.connect(to: rig.endpoint, pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(
            spinMainLoop(seconds: 5) { session.state.isConnected }, "good remote: \(session.state)", line: line)
        session.send(.next)
        XCTAssertTrue(spinMainLoop(seconds: 5) { commands.last == .intent(.next) }, line: line)
        return client
    }

    /// The paired controller itself floods the host with valid params frames: every one is
    /// parsed and applied, yet the redraw-priority frame timer keeps its pace.
    func testAControllerFloodingValidFramesDoesNotStallTheFrames() throws {
        let client = assertAGoodRemoteStillControlsTheHost()
        let connection = try XCTUnwrap(client.connection)
        var params = PresetParams()
        params.exposure = 2
        let frame = Array(try RemoteFrame.encode(.params(params)))
        let count = (TCPConnection.defaultSendLimit / frame.count) * 2  // ~2 MiB, queued and written
        let before = commands.count
        // Queue it all (the test's own sending is not what is measured), then watch the frames
        // while the host reads and applies it.
        for _ in 0..<count { connection.send(frame) }
        frames.reset()
        XCTAssertTrue(
            spinMainLoop(seconds: 30) { commands.count - before >= count },
            "applied: \(commands.count - before) of \(count)")
        spinMainLoop(seconds: 0.05)  // a frame stalled until the end counts too
        XCTAssertLessThan(frames.longestStall, 0.25, "frames kept coming during the flood (\(frames.summary))")
    }

    /// A controller floods the host with microphone features over TLS, a thousand a second with
    /// bad ones among them: the host takes 30 a second (after a burst of 10), says tooFast, takes
    /// no bad value, keeps its frames, and the session goes on.
    func testAControllerFloodingFeaturesIsHeldToThirtyASecond() throws {
        var heard: [AudioFeatures] = []
        rig.host.onFeatures = { heard.append($0) }
        let (session, client) = rig.makeRemote {
            RemoteSessionState(presetID: "b", params: PresetParams(), cycling: false)
        }
        session.connect(to: rig.endpoint, pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(spinMainLoop(seconds: 5) { session.state.isConnected }, "paired: \(session.state)")
        let connection = try XCTUnwrap(client.connection)
        let good = Array(try RemoteFrame.encode(.audioFeatures(AudioFeatures(bass: 0.5))))
        let bad = frame(Array(#"{"type":"audioFeatures","loudness":2,"bass":0,"mid":0,"treble":0,"onset":0}"#.utf8))
        frames.reset()
        let began = ProcessInfo.processInfo.systemUptime
        for n in 0..<2000 {
            connection.send(n % 100 == 99 ? bad : good)
            if n % 20 == 19 { spinMainLoop(seconds: 0.02) }  // about a thousand a second
        }
        spinMainLoop(seconds: 0.3)
        let seconds = ProcessInfo.processInfo.systemUptime - began
        XCTAssertLessThanOrEqual(Double(heard.count), 10 + 30 * seconds + 1, "\(heard.count) in \(seconds) s")
        XCTAssertGreaterThan(heard.count, 10, "the burst and then some got through")
        XCTAssertTrue(heard.allSatisfy { $0 == AudioFeatures(bass: 0.5) }, "no bad value was taken")
        XCTAssertTrue(session.state.isConnected, "the session goes on: \(session.state)")
        XCTAssertLessThan(frames.longestStall, 0.25, "frames kept coming (\(frames.summary))")
        session.send(.next)
        XCTAssertTrue(spinMainLoop(seconds: 5) { commands.last == .intent(.next) }, "still in control")
    }

    func testMalformedFramesAreRefusedAndClosedEachWithItsError() throws {
        let before = residentBytes
        for input in RawPeer.malformedInputs {
            let said = try RawPeer.expectClosed(port: transport.port, after: input.bytes, input.label)
            XCTAssertTrue(said.contains("\"error\""), "\(input.label): an error message first: \(said)")
            if let code = input.code { XCTAssertTrue(said.contains(code), "\(input.label): \(said)") }
        }

        // A frame cut short, then the peer leaves: the host forgets it.
        let truncated = try connect()
        truncated.send([0, 0, 1, 0] + Array("{\"type\":".utf8))
        spinMainLoop(seconds: 0.1)
        truncated.close(afterFlushing: true)
        XCTAssertTrue(spinMainLoop(seconds: 5) { transport.connectionCount == 0 }, "no connection left open")

        XCTAssertLessThan(residentBytes - before, 64 << 20, "memory stays bounded")
        XCTAssertLessThan(frames.longestStall, 0.5, "the loop never stalled (\(frames.summary))")
        assertAGoodRemoteStillControlsTheHost()
    }

    /// Wrong codes up to the lock, then the remote that paired before connects at once: the lock
    /// is on pairing only.
    func testAWrongCodeFloodAtTheCapThenAPairedRemoteConnectsAtOnce() throws {
        let (session, _) = rig.makeRemote(id: "laptop-1") {
            RemoteSessionState(presetID: "b", params: PresetParams(), cycling: false)
        }
        session.connect(to: rig.endpoint, pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(spinMainLoop(seconds: 5) { session.state.isConnected }, "paired: \(session.state)")
        session.disconnect()
        XCTAssertTrue(spinMainLoop(seconds: 5) { rig.host.controller == nil })
        var locked = false
        for attempt in 0..<10 where !locked {
            let guesser = rig.makeRemote(id: "guesser-\(attempt)") {
                RemoteSessionState(presetID: "a", params: PresetParams(), cycling: false)
            }.session
            guesser.connect(to: rig.endpoint, pairingCode: "000000")
            XCTAssertTrue(
                spinMainLoop(seconds: 5) {
                    if case .needsPairingCode(_, _, let hint?) = guesser.state {
                        locked = hint.contains("wait")
                        return true
                    }
                    return false
                }, "attempt \(attempt): \(guesser.state)")
        }
        XCTAssertTrue(locked, "the guesses reached the lock")
        let started = RemoteClock.monotonic()
        session.connect(to: rig.endpoint)
        XCTAssertTrue(spinMainLoop(seconds: 2) { session.state.isConnected }, "the paired remote: \(session.state)")
        XCTAssertLessThan(RemoteClock.monotonic() - started, 1, "at once, by its pinned certificate")
    }

    /// A clear-text peer (what a malformed frame outside TLS is) hears `versionMismatch`.
    func testClearTextIsRefusedWithVersionMismatch() throws {
        let said = try RawPeer.expectClosed(
            port: transport.port, after: RawPeer.frame(Array(#"{"type":"keepAlive"}"#.utf8)), "clear text", tls: false)
        XCTAssertTrue(said.contains("versionMismatch"), said)
    }

    func testWrongCodesAreRateLimited() throws {
        var codes: [String] = []
        for attempt in 0..<8 {
            let session = rig.makeRemote(id: "guesser-\(attempt)") {
                RemoteSessionState(presetID: "a", params: PresetParams(), cycling: false)
            }.session
            session.connect(to: rig.endpoint, pairingCode: "000000")
            XCTAssertTrue(
                spinMainLoop(seconds: 5) {
                    if case .needsPairingCode(_, _, let hint?) = session.state { codes.append(hint); return true }
                    if case .failed(_, let reason) = session.state { codes.append(reason); return true }
                    return false
                }, "attempt \(attempt): \(session.state)")
            XCTAssertFalse(session.state.isConnected)
        }
        XCTAssertTrue(
            codes.contains { $0.lowercased().contains("wait") || $0.lowercased().contains("too many") },
            "later wrong codes are refused without checking: \(codes)")
    }

    /// 200 idle sockets opened and held: the host keeps only its per-address share waiting, tells
    /// every evicted one `tooManyConnections` before closing it (never a silent close), and a real
    /// remote pairs within 2 s.
    func testTwoHundredIdleConnectionsASlowLorisAndAFloodDoNotLockOutAGoodRemote() throws {
        let before = residentBytes
        var told = 0
        var closed = 0
        for _ in 0..<200 {
            let idle = try connect()
            var said: [UInt8] = []
            idle.onReceive = { said += $0 }
            idle.onClose = { _ in
                closed += 1
                if String(decoding: said, as: UTF8.self).contains("\"tooManyConnections\"") { told += 1 }
            }
        }
        let share = RemoteConnectionBudget.standard.perAddress
        XCTAssertTrue(spinMainLoop(seconds: 5) { closed == 200 - share }, "evicted: \(closed)")
        XCTAssertEqual(told, closed, "every evicted socket was told why")
        XCTAssertEqual(transport.connectionCount, share, "the newest \(share) wait")
        let started = RemoteClock.monotonic()
        assertAGoodRemoteStillControlsTheHost()
        XCTAssertLessThan(RemoteClock.monotonic() - started, 2, "a real remote gets in within 2 s")

        let loris = try connect()
        keep.append(RawPeer.trickle(frame(Array(#"{"type":"keepAlive"}"#.utf8)), on: loris, every: 0.05))
        assertAGoodRemoteStillControlsTheHost()

        // A burst of megabytes of params frames from a peer that never said hello: refused at the
        // first frame and closed; reading stays bounded per dispatch, the loop keeps going.
        let flood = try connect()
        var params = PresetParams()
        params.exposure = 2
        let body = try RemoteFrame.encode(.params(params))
        flood.send(Array(repeating: Array(body), count: 2000).flatMap { $0 })  // ~ MBs, past the send queue
        spinMainLoop(seconds: 1)
        XCTAssertLessThan(frames.longestStall, 0.5, "the loop never stalled (\(frames.summary))")
        XCTAssertLessThan(residentBytes - before, 64 << 20, "memory stays bounded")
        XCTAssertLessThanOrEqual(
            transport.connectionCount, RemoteConnectionBudget.standard.total + 1, "connections are capped")
    }

    /// Past the listener's hard limit (the last guard of the descriptor table) a connection is
    /// told `tooManyConnections` in clear text in place of the preface, never closed silently,
    /// and a real remote says so to its user.
    func testConnectionsPastTheListenersLimitAreToldTooManyConnectionsInClearText() throws {
        rig.tearDown()
        rig = try LoopbackRig(maxConnections: 2)
        for _ in 0..<2 { _ = try connect() }
        XCTAssertTrue(spinMainLoop(seconds: 5) { transport.connectionCount == 2 }, "both slots held")
        let refused = try connect()
        var said: [UInt8] = []
        var closed = false
        refused.onReceive = { said += $0 }
        refused.onClose = { _ in closed = true }
        XCTAssertTrue(spinMainLoop(seconds: 5) { closed }, "the third is closed")
        let payload = Data(said.dropFirst(RemoteFrame.headerLength))
        XCTAssertEqual(said.count, RemoteFrame.headerLength + payload.count, "one frame, in clear text")
        XCTAssertEqual(try RemotePreface.opening(in: payload), .refused(RemoteErrorMessage(.tooManyConnections)))

        let (session, _) = rig.makeRemote { RemoteSessionState(presetID: "b", params: PresetParams(), cycling: false) }
        session.connect(to: rig.endpoint, pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(spinMainLoop(seconds: 5) { if case .failed = session.state { true } else { false } })
        guard case .failed(_, let reason) = session.state else { return XCTFail("\(session.state)") }
        XCTAssertTrue(reason.contains(RemoteErrorMessage(.tooManyConnections).reason), reason)
    }

    /// A remote connecting through `proxy` whose first flight (ClientHello) passes and whose second
    /// is held, so that the host waits in its handshake; then as many TLS peers from the same
    /// address as the budget lets wait finish their handshakes and evict it (further on than a
    /// ClientHello: it is the weakest). Returns its session and what was held.
    private func remoteEvictedInItsHandshake(via proxy: TCPProxy) throws -> (
        session: RemoteClientSession, held: () -> [UInt8]
    ) {
        var chunks = 0
        var held: [UInt8] = []
        proxy.alterToHost = { bytes in
            chunks += 1
            guard chunks > 1 else { return bytes }
            held += bytes
            return []
        }
        let (session, _) = rig.makeRemote { RemoteSessionState(presetID: "b", params: PresetParams(), cycling: false) }
        session.connect(to: RemoteEndpoint(host: "127.0.0.1", port: proxy.port), pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(spinMainLoop(seconds: 5) { !held.isEmpty }, "the remote's second flight is held")
        XCTAssertEqual(transport.connectionCount, 1)
        let share = RemoteConnectionBudget.standard.perAddress
        for _ in 0..<share { attackers.append(try RawPeer.connectTLS(port: transport.port)) }
        XCTAssertTrue(spinMainLoop(seconds: 5) { transport.connectionCount == share }, "the weakest was evicted")
        return (session, { held })
    }

    /// A connection evicted by the budget in the middle of its TLS handshake is told
    /// `tooManyConnections` inside TLS once its handshake is done, not closed silently.
    func testAConnectionEvictedInItsHandshakeIsToldWhyOnceTheHandshakeIsDone() throws {
        let proxy = try TCPProxy(to: transport.port)
        defer { proxy.close() }
        let (session, held) = try remoteEvictedInItsHandshake(via: proxy)
        proxy.alterToHost = nil
        proxy.inject(held())
        XCTAssertTrue(spinMainLoop(seconds: 5) { if case .failed = session.state { true } else { false } })
        guard case .failed(_, let reason) = session.state else { return XCTFail("\(session.state)") }
        XCTAssertTrue(reason.contains(RemoteErrorMessage(.tooManyConnections).reason), reason)
    }

    /// One evicted in a handshake that never finishes is not kept: the host closes it after its
    /// grace (`TLSConnection.handshakeGraceSeconds`), and the remote hears the connection end.
    func testAConnectionEvictedInAStalledHandshakeIsClosedAfterItsGrace() throws {
        let proxy = try TCPProxy(to: transport.port)
        defer { proxy.close() }
        let (session, _) = try remoteEvictedInItsHandshake(via: proxy)
        let evicted = RemoteClock.monotonic()
        XCTAssertTrue(spinMainLoop(seconds: 5) { if case .failed = session.state { true } else { false } })
        XCTAssertGreaterThanOrEqual(RemoteClock.monotonic() - evicted, TLSConnection.handshakeGraceSeconds - 0.05)
    }
}
