import Foundation
import PhysarumCore
import XCTest

@testable import PhysarumNetwork

/// The threat model of docs/PROTOCOL.md, each attacker played for real on 127.0.0.1 against a host
/// in TLS: a passive listener, an injector, a relay that terminates TLS on both sides during a
/// pairing, a rogue host with the real host's id, and a version-1 client.
final class TLSAttackTests: XCTestCase {
    private var rig: LoopbackRig!
    private var proxy: TCPProxy?
    private var frames: FrameStallMeter!
    private var commands: [RemoteHostCommand] { rig.commands }

    override func setUpWithError() throws {
        rig = try LoopbackRig()
        frames = try FrameStallMeter()
    }

    override func tearDown() {
        frames?.cancel()
        proxy?.close()
        rig?.tearDown()
    }

    /// A remote paired with the code through `port` (the host's own or a proxy's).
    private func pairedRemote(port: UInt16, id: String = "laptop-1") -> RemoteClientSession {
        let session = rig.makeRemote(id: id) {
            RemoteSessionState(presetID: "b", params: PresetParams(), cycling: true)
        }
        .session
        session.connect(to: RemoteEndpoint(host: "127.0.0.1", port: port), pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(spinMainLoop(seconds: 5) { session.state.isConnected }, "paired: \(session.state)")
        return session
    }

    private var setCyclingOffApplied: Bool { commands.contains(.intent(.setCycling(false))) }

    /// Everything between the two is TLS records: no code, no message, no name in the clear —
    /// only the preface's version.
    func testAPassiveListenerSeesNeitherTheCodeNorAnyMessage() throws {
        let proxy = try TCPProxy(to: rig.transport.port)
        self.proxy = proxy
        let session = pairedRemote(port: proxy.port)
        var params = PresetParams()
        params.exposure = 1.234_567
        session.paramsChanged(params)
        session.send(.next)
        XCTAssertTrue(spinMainLoop(seconds: 5) { commands.last == .intent(.next) })
        let wire = String(decoding: proxy.toHost + proxy.toRemote, as: UTF8.self)
        XCTAssertTrue(wire.contains(#"{"protocolVersion":2,"type":"greeting"}"#), "the preface is the one clear frame")
        for secret in [
            LoopbackRig.pairingCode, "hello", "pake", "params", "1.234567", "Remote laptop-1", "Studio", "keepAlive",
        ] {
            XCTAssertFalse(wire.contains(secret), "\"\(secret)\" went in the clear")
        }
    }

    /// One flipped bit of a record in a welcomed session: TLS refuses the record, the session ends,
    /// the intent it carried is not applied, and the host keeps rendering.
    func testAFlippedByteEndsTheSessionWithATLSErrorAndNothingIsApplied() throws {
        let proxy = try TCPProxy(to: rig.transport.port)
        self.proxy = proxy
        let session = pairedRemote(port: proxy.port)
        spinMainLoop(seconds: 0.1)
        XCTAssertFalse(setCyclingOffApplied)
        var flipped = false
        proxy.alterToHost = { bytes in
            guard !flipped, bytes.count > 6 else { return bytes }
            flipped = true
            var altered = bytes
            altered[altered.count - 3] ^= 0x01  // inside the record's ciphertext or tag
            return altered
        }
        frames.reset()
        session.send(.setCycling(false))
        XCTAssertTrue(spinMainLoop(seconds: 5) { rig.host.controller == nil }, "the host ends the session")
        XCTAssertTrue(flipped)
        XCTAssertFalse(setCyclingOffApplied, "nothing of the altered record was applied")
        XCTAssertTrue(
            spinMainLoop(seconds: 5) { !session.state.isConnected }, "the remote sees the end: \(session.state)")
        XCTAssertLessThan(frames.longestStall, 0.5, "the host kept rendering (\(frames.summary))")
    }

    /// A clear-text frame spliced into the TLS stream (the v1 attack that was obeyed): a TLS error,
    /// nothing applied, and the host still pairs afterwards.
    func testAnInsertedFrameEndsTheSessionAndNothingIsApplied() throws {
        let proxy = try TCPProxy(to: rig.transport.port)
        self.proxy = proxy
        _ = pairedRemote(port: proxy.port)
        spinMainLoop(seconds: 0.1)
        frames.reset()
        proxy.inject(RawPeer.frame(Array(#"{"type":"intent","intent":"setCycling","cycling":false}"#.utf8)))
        XCTAssertTrue(spinMainLoop(seconds: 5) { rig.host.controller == nil }, "the host ends the session")
        XCTAssertFalse(setCyclingOffApplied, "the injected intent was not obeyed")
        XCTAssertLessThan(frames.longestStall, 0.5, "the host kept rendering (\(frames.summary))")
        _ = pairedRemote(port: rig.transport.port, id: "laptop-2")
    }

    /// A relay that terminates TLS on both sides (its own certificate to each) and forwards every
    /// message unchanged during a pairing: the key confirmations bind what each side saw, so both
    /// fail, nothing is pinned, no clear message carried the code, and the real remote pairs
    /// afterwards.
    func testARelayTerminatingTLSOnBothSidesFailsBothAndTheRealRemotePairsAfterwards() throws {
        let relay = try TLSRelay(to: rig.transport.port)
        defer { relay.close() }
        let session = rig.makeRemote(id: "laptop-1") {
            RemoteSessionState(presetID: "b", params: PresetParams(), cycling: false)
        }.session
        session.connect(to: RemoteEndpoint(host: "127.0.0.1", port: relay.port), pairingCode: LoopbackRig.pairingCode)
        XCTAssertTrue(
            spinMainLoop(seconds: 5) {
                if case .needsPairingCode(_, _, let hint?) = session.state { return hint.contains("Wrong code") }
                return false
            }, "the remote's pairing fails: \(session.state)")
        XCTAssertTrue(relay.sawPAKE, "the relay forwarded the exchange")
        XCTAssertNil(rig.host.controller)
        XCTAssertEqual(
            PairingStore(fileURL: rig.directory.appendingPathComponent("host.json")).peers, [:],
            "the host pinned nothing")
        XCTAssertFalse(commands.contains { if case .adopt = $0 { true } else { false } }, "nothing adopted")
        let seen = String(decoding: relay.plaintext, as: UTF8.self)
        XCTAssertFalse(seen.contains(LoopbackRig.pairingCode), "the code is in no message the relay read")
        XCTAssertTrue(seen.contains(#""step":"response""#), "the relay did read the exchange in the clear")

        try assertNoCodeReproducesTheConfirmation(relay)

        let direct = pairedRemote(port: rig.transport.port, id: "laptop-1")
        XCTAssertTrue(direct.state.isConnected, "the real remote pairs afterwards")
    }

    /// The relay's offline brute force: it knows everything the remote's confirmation covers
    /// except the key, and for each candidate code the only key it can derive comes from its own
    /// fresh SRP secret — so no candidate, not even the right code, reproduces what it saw. (A
    /// sample of 100 codes with the right one among them; each try costs an SRP exchange.)
    private func assertNoCodeReproducesTheConfirmation(_ relay: TLSRelay) throws {
        func messages(_ bytes: [UInt8]) -> [RemoteMessage] {
            var decoder = RemoteFrameDecoder()
            return decoder.append(bytes).frames.compactMap { try? RemoteMessageCoder.decode($0) }
        }
        let toRemote = messages(relay.fromHost)
        let toHost = messages(relay.fromRemote)
        guard case .greeting(let greeting)? = toRemote.first,
            case .pake(.challenge(let salt, let hostKey))? = toRemote.first(where: { $0.type == .pake }),
            case .hello(let hello)? = toHost.first,
            case .pake(.response(let remoteKey, let seen))? = toHost.first(where: { $0.type == .pake }),
            let session = try XCTUnwrap(relay.remoteSession).security
        else { return XCTFail("the relay saw the whole exchange") }
        let transcript = RemotePairingTranscript(
            hostID: greeting.hostID, remoteID: hello.remoteID, hostCertificate: session.localCertificate,
            remoteCertificate: session.peerCertificate, channelBinding: session.channelBinding, salt: salt,
            hostKey: hostKey, remoteKey: remoteKey)
        var candidates = (0..<99).map { String(format: "%06d", $0 * 10_101) }
        candidates.append(LoopbackRig.pairingCode)
        let exchange = BotanPairingExchange()
        for code in candidates {
            guard
                let (_, key) = exchange.remoteAgree(code: code, remoteID: hello.remoteID, salt: salt, hostKey: hostKey)
            else { continue }
            let guess = RemoteAuth.confirmation(
                role: .remote, key: key, transcript: transcript, signer: GLibHMACSigner())
            XCTAssertNotEqual(guess, seen, "code \(code) reproduced the remote's confirmation")
        }
    }

    /// A host announcing the paired host's id with another key: refused with the changed-key
    /// state before anything is sent, and the rogue gets no hello, no state, no control.
    func testARogueHostWithTheRealHostsIDIsRefusedAndSentNothing() throws {
        let session = pairedRemote(port: rig.transport.port)
        session.disconnect()
        let rogue = try LoopbackRig()  // the same "host-1", its own certificate
        defer { rogue.tearDown() }
        session.connect(to: rogue.endpoint)
        XCTAssertTrue(
            spinMainLoop(seconds: 5) { if case .hostKeyChanged = session.state { true } else { false } },
            "\(session.state)")
        guard case .hostKeyChanged(_, let host) = session.state else { return }
        XCTAssertEqual(host.id, "host-1")
        spinMainLoop(seconds: 0.2)
        XCTAssertEqual(rogue.commands, [], "the rogue received no hello")
        XCTAssertNil(rogue.host.controller)
        XCTAssertTrue(spinMainLoop(seconds: 2) { rogue.transport.connectionCount == 0 }, "closed at once")
        let content = ConnectMenuContent(client: session.state, discovery: nil, hosting: .off)
        XCTAssertTrue(
            content.status?.contains("This is not the Studio you paired with") ?? false, "\(content.status ?? "")")
        // The real host still takes it, by its pin alone.
        session.connect(to: rig.endpoint)
        XCTAssertTrue(spinMainLoop(seconds: 5) { session.state.isConnected }, "\(session.state)")
    }

    /// A version-1 client reads the preface's version first (its own check refuses version 2), and
    /// a clear-text hello gets `versionMismatch` naming both versions.
    func testAVersionOneClientGetsVersionMismatch() throws {
        let peer = try RawPeer.connect(port: rig.transport.port)
        var said: [UInt8] = []
        var closed = false
        peer.onReceive = { said += $0 }
        peer.onClose = { _ in closed = true }
        XCTAssertTrue(spinMainLoop(seconds: 5) { said.count >= 4 && said.count >= 4 + Int(said[3]) })
        var decoder = RemoteFrameDecoder()
        let preface = try XCTUnwrap(decoder.append(said).frames.first)
        XCTAssertEqual(try RemotePreface.version(in: preface), 2)
        let v1Hello =
            #"{"type":"hello","protocolVersion":1,"remoteId":"old","remoteName":"Old","auth":"token","proof":"\#(String(repeating: "ab", count: 32))","state":{"cycling":false}}"#
        peer.send(RawPeer.frame(Array(v1Hello.utf8)))
        XCTAssertTrue(spinMainLoop(seconds: 5) { closed }, "the host closes")
        let text = String(decoding: said, as: UTF8.self)
        XCTAssertTrue(text.contains(#""code":"versionMismatch""#), text)
        XCTAssertTrue(text.contains("protocol version 1, this one speaks 2"), text)
        XCTAssertNil(rig.host.controller)
    }
}

/// A man in the middle that terminates TLS on both sides: a host to the remote (its own identity)
/// and a remote to the host (another), forwarding the decrypted frames unchanged.
final class TLSRelay {
    private let listener: TCPListener
    private let hostPort: UInt16
    private let asRemote = try! TLSIdentity.ephemeral()
    private var keep: [AnyObject] = []
    /// Every decrypted byte it forwarded, both ways, and each way.
    private(set) var plaintext: [UInt8] = []
    private(set) var fromRemote: [UInt8] = []
    private(set) var fromHost: [UInt8] = []
    /// Its TLS session with the remote (certificates and channel binding as the remote saw them).
    private(set) var remoteSession: TLSConnection?

    init(to hostPort: UInt16) throws {
        self.hostPort = hostPort
        listener = try TCPListener(address: "127.0.0.1", port: 0, identity: try TLSIdentity.ephemeral())
        listener.onAccept = { [weak self] in self?.accepted($0) }
    }

    var port: UInt16 { listener.port }
    var sawPAKE: Bool { String(decoding: plaintext, as: UTF8.self).contains(#""type":"pake""#) }

    func close() {
        listener.close()
        for case let connection as ByteConnection in keep { connection.close(afterFlushing: false) }
        keep.removeAll()
    }

    private func accepted(_ remoteSide: ByteConnection) {
        keep.append(remoteSide)
        remoteSession = remoteSide as? TLSConnection
        var upstream: ByteConnection?
        var early: [UInt8] = []
        remoteSide.onReceive = { [weak self] bytes in
            self?.plaintext += bytes
            self?.fromRemote += bytes
            if let upstream { upstream.send(bytes) } else { early += bytes }
        }
        let connector = TCPConnector(hostAndPort: "127.0.0.1", defaultPort: hostPort, identity: asRemote) {
            [weak self] result in
            guard let self, case .success(let hostSide) = result else { return }
            self.keep.append(hostSide)
            hostSide.onReceive = { [weak self] bytes in
                self?.plaintext += bytes
                self?.fromHost += bytes
                remoteSide.send(bytes)
            }
            hostSide.onSecured = { _ in
                upstream = hostSide
                if !early.isEmpty { hostSide.send(early) }
            }
            hostSide.onClose = { _ in remoteSide.close(afterFlushing: true) }
        }
        keep.append(connector)
    }
}
