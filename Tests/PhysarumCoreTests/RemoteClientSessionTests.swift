import Foundation
import XCTest

@testable import PhysarumCore

/// A client session with a fake clock and transport, an editor state the test changes, and a
/// scripted host.
final class ClientHarness {
    let clock = FakeClock()
    let transport = FakeClientTransport()
    let store: PairingStore
    var editor = RemoteSessionState(presetID: "net", params: PresetParams(), cycling: false)
    lazy var session: RemoteClientSession = {
        let session = RemoteClientSession(
            configuration: .init(remoteID: "remote-1", remoteName: "Laptop"), store: store, signer: FakeSigner(),
            exchange: FakeExchange(),
            transport: transport, clock: { [clock] in clock.now }, currentState: { [unowned self] in self.editor })
        session.onStateChange = { [unowned self] in self.states.append($0) }
        return session
    }()
    var states: [RemoteClientState] = []
    let endpoint = RemoteEndpoint(host: "127.0.0.1", port: 47_420)
    let host = RemotePeerInfo(id: "host-1", name: "Living room")

    init(store: PairingStore) { self.store = store }

    /// The TLS handshake showed `certificate` as the host's; then the greeting arrives.
    func greet(certificate: [UInt8] = sampleCertificate("host-1")) {
        session.connectionSecured(
            RemoteChannelSecurity(
                localCertificate: sampleCertificate("remote-1"), peerCertificate: certificate,
                channelBinding: sampleBinding))
        session.received(
            frame(.greeting(RemoteGreeting(hostID: "host-1", hostName: "Living room", state: sampleHostState))))
    }

    /// The hello the session sent.
    func sentHello() throws -> RemoteHello {
        for case .hello(let hello) in try transport.take() { return hello }
        throw RemoteProtocolError.missingField("hello")
    }

    /// Plays the host's side of the PAKE with `code` after a code hello; returns whether the remote's
    /// confirmation matched (the host's confirmation is sent only then, or always with `confirmAnyway`,
    /// `hostConfirmation` overriding it).
    @discardableResult
    func playHostPAKE(
        code: String = "123456", hostCertificate: [UInt8] = sampleCertificate("host-1"),
        hostConfirmation: [UInt8]? = nil
    ) throws -> Bool {
        let salt = [UInt8](repeating: 9, count: 32)
        let half = try XCTUnwrap(FakeExchange().hostBegin(code: code, remoteID: "remote-1", salt: salt))
        session.received(frame(.pake(.challenge(salt: salt, hostKey: half.hostKey))))
        guard case .pake(.response(let remoteKey, let confirmation))? = try transport.take().first else {
            throw RemoteProtocolError.missingField("response")
        }
        let key = try XCTUnwrap(half.sharedKey(remoteKey: remoteKey))
        let transcript = RemotePairingTranscript(
            hostID: "host-1", remoteID: "remote-1", hostCertificate: hostCertificate,
            remoteCertificate: sampleCertificate("remote-1"), channelBinding: sampleBinding, salt: salt,
            hostKey: half.hostKey, remoteKey: remoteKey)
        let matched =
            confirmation
            == RemoteAuth.confirmation(role: .remote, key: key, transcript: transcript, signer: FakeSigner())
        let mine = RemoteAuth.confirmation(role: .host, key: key, transcript: transcript, signer: FakeSigner())
        session.received(frame(.pake(.confirm(confirmation: hostConfirmation ?? mine))))
        return matched
    }

    /// Connects and pairs with `code` (the host's certificate gets pinned).
    func pair(code: String = "123456") throws {
        session.connect(to: endpoint, pairingCode: code)
        greet()
        _ = try sentHello()
        XCTAssertTrue(try playHostPAKE(code: code))
        session.received(frame(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room"))))
    }
}

final class RemoteClientSessionTests: XCTestCase {
    private func harness() throws -> ClientHarness { ClientHarness(store: try makeStore(self)) }

    /// A greeting from this very instance (a window hosting and connecting to itself): refused
    /// before any hello, so the host adopts nothing and the editor loses nothing.
    func testAGreetingFromThisInstanceIsRefusedBeforeTheHello() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.session.connectionSecured(
            RemoteChannelSecurity(
                localCertificate: sampleCertificate("remote-1"), peerCertificate: sampleCertificate("remote-1"),
                channelBinding: sampleBinding))
        h.session.received(
            frame(
                .greeting(RemoteGreeting(hostID: "remote-1", hostName: "Laptop", state: sampleHostState))))
        XCTAssertEqual(h.session.state, .failed(h.endpoint, reason: RemoteConnectFailure.ownWindow))
        XCTAssertEqual(try h.transport.take(), [], "no hello: nothing for the host to adopt")
        XCTAssertEqual(h.transport.closeCount, 1)
        // Another instance's greeting still pairs.
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.greet()
        XCTAssertEqual(try h.sentHello().method, .code)
    }

    func testConnectingWithoutAPairingAsksForTheCodeThenSendsTheFullState() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint)
        XCTAssertEqual(h.transport.opened, [h.endpoint])
        XCTAssertEqual(h.session.state, .connecting(h.endpoint))
        h.greet()
        XCTAssertEqual(h.session.state, .needsPairingCode(h.endpoint, host: h.host, hint: nil))
        XCTAssertEqual(try h.transport.take(), [], "nothing sent before the code")
        XCTAssertEqual(h.transport.closeCount, 1, "the host's socket is not held while the user types")
        XCTAssertFalse(h.session.submitPairingCode("12345"), "five digits are refused")
        XCTAssertTrue(h.session.submitPairingCode("123456"))
        XCTAssertEqual(h.transport.opened, [h.endpoint, h.endpoint], "the code goes out on a new connection")
        h.greet()
        let hello = try h.sentHello()
        XCTAssertEqual(hello.method, .code)
        XCTAssertEqual(hello.state, h.editor)
        XCTAssertEqual(h.session.state, .authenticating(h.endpoint, host: h.host))
        XCTAssertTrue(try h.playHostPAKE(), "the remote's confirmation covers what both saw")
        XCTAssertEqual(h.store.certificate(for: "host-1"), RemoteAuth.hex(sampleCertificate("host-1")), "pinned")
        h.session.received(frame(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room"))))
        XCTAssertEqual(h.session.state, .connected(h.endpoint, host: h.host, playing: sampleHostState))
        XCTAssertEqual(
            h.states.map(stateName), ["connecting", "needsPairingCode", "connecting", "authenticating", "connected"])
    }

    func testAPinnedHostConnectsWithoutTheCode() throws {
        let h = try harness()
        try h.pair()
        h.session.disconnect()
        XCTAssertEqual(h.session.state, .idle)
        h.session.connect(to: h.endpoint)
        h.greet()
        XCTAssertEqual(try h.sentHello().method, .certificate)
        h.session.received(frame(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room"))))
        XCTAssertTrue(h.session.state.isConnected)
    }

    /// A host answering with a paired host's id but another certificate (a rogue host): refused,
    /// nothing sent, "This is not the … you paired with"; forgetting it asks for the code again.
    func testAHostWithAnotherCertificateIsRefusedAndSentNothing() throws {
        let h = try harness()
        try h.pair()
        h.session.disconnect()
        let closes = h.transport.closeCount
        h.session.connect(to: h.endpoint)
        h.greet(certificate: sampleCertificate("rogue"))
        XCTAssertEqual(try h.transport.take(), [], "not even a hello")
        XCTAssertEqual(h.transport.closeCount, closes + 1)
        XCTAssertEqual(h.session.state, .hostKeyChanged(h.endpoint, host: h.host))
        XCTAssertNotNil(h.store.certificate(for: "host-1"), "the pin stays until the user forgets it")
        h.session.forgetChangedHost()
        XCTAssertNil(h.store.certificate(for: "host-1"))
        h.greet(certificate: sampleCertificate("reinstalled"))
        XCTAssertEqual(h.session.state, .needsPairingCode(h.endpoint, host: h.host, hint: nil))
    }

    /// A host that cannot confirm the key (it does not know the code, or a relay sits between):
    /// the remote fails, pins nothing and accepts no welcome.
    func testAWrongHostConfirmationFailsAndPinsNothing() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.greet()
        _ = try h.sentHello()
        try h.playHostPAKE(hostConfirmation: [UInt8](repeating: 0, count: 32))
        guard case .failed(_, let reason) = h.session.state else { return XCTFail("\(h.session.state)") }
        XCTAssertTrue(reason.contains("could not prove"), reason)
        XCTAssertNil(h.store.certificate(for: "host-1"))
        h.session.received(frame(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room"))))
        XCTAssertFalse(h.session.state.isConnected)
    }

    /// A welcome after a code hello but before the host's confirmation is refused.
    func testAWelcomeBeforeTheConfirmationIsRefused() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.greet()
        _ = try h.sentHello()
        h.session.received(frame(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room"))))
        XCTAssertFalse(h.session.state.isConnected)
        XCTAssertNil(h.store.certificate(for: "host-1"))
    }

    /// The PAKE's order on the remote, each wrong step: a confirm before the challenge, a second
    /// challenge, a step after a certificate hello — each ends the attempt and pins nothing.
    func testPAKEStepsOutOfOrderFailTheRemote() throws {
        let challenge = RemotePAKEStep.challenge(
            salt: [UInt8](repeating: 1, count: 32), hostKey: [UInt8](repeating: 2, count: 384))
        let confirm = RemotePAKEStep.confirm(confirmation: [UInt8](repeating: 3, count: 32))
        let cases: [(name: String, code: String?, steps: [RemotePAKEStep])] = [
            ("confirm before the challenge", "123456", [confirm]),
            ("a second challenge", "123456", [challenge, challenge]),
        ]
        for (name, code, steps) in cases {
            let h = try harness()
            h.session.connect(to: h.endpoint, pairingCode: code)
            h.greet()
            _ = try h.sentHello()
            for step in steps { h.session.received(frame(.pake(step))) }
            guard case .failed = h.session.state else { return XCTFail("\(name): \(h.session.state)") }
            XCTAssertNil(h.store.certificate(for: "host-1"), name)
        }
        // Paired: a certificate hello expects no PAKE at all.
        let h = try harness()
        try h.pair()
        h.session.disconnect()
        h.session.connect(to: h.endpoint)
        h.greet()
        XCTAssertEqual(try h.sentHello().method, .certificate)
        h.session.received(frame(.pake(challenge)))
        guard case .failed = h.session.state else { return XCTFail("\(h.session.state)") }
    }

    func testWrongCodeAsksAgainAndTheRetryReconnects() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint, pairingCode: "000000")
        h.greet()
        _ = try h.sentHello()
        h.session.received(frame(.error(RemoteErrorMessage(.authenticationFailed))))
        guard case .needsPairingCode(_, _, let hint?) = h.session.state else { return XCTFail("\(h.session.state)") }
        XCTAssertTrue(hint.contains("Wrong code"))
        XCTAssertEqual(h.transport.closeCount, 1)
        XCTAssertTrue(h.session.submitPairingCode("123456"))
        XCTAssertEqual(h.transport.opened.count, 2, "a new connection for the new attempt")
        h.greet()
        XCTAssertEqual(try h.sentHello().method, .code)
    }

    func testAForgottenPairingDropsThePinAndAsksForTheCode() throws {
        let h = try harness()
        try h.pair()
        h.session.disconnect()
        h.session.connect(to: h.endpoint)
        h.greet()
        XCTAssertEqual(try h.sentHello().method, .certificate)
        h.session.received(frame(.error(RemoteErrorMessage(.notPaired))))
        XCTAssertNil(h.store.certificate(for: "host-1"))
        guard case .needsPairingCode(_, _, let hint?) = h.session.state else { return XCTFail("\(h.session.state)") }
        XCTAssertTrue(hint.contains("no longer knows"))
    }

    func testRateLimitSaysHowLongToWait() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint, pairingCode: "000000")
        h.greet()
        h.session.received(frame(.error(RemoteErrorMessage(.rateLimited(retryAfter: 3.2)))))
        guard case .needsPairingCode(_, _, let hint?) = h.session.state else { return XCTFail() }
        XCTAssertTrue(hint.contains("wait 4 s"), hint)
    }

    func testBusyAndVersionMismatchFailWithAReason() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.greet()
        h.session.received(frame(.error(RemoteErrorMessage(.busy))))
        guard case .failed(_, let reason) = h.session.state else { return XCTFail() }
        XCTAssertTrue(reason.contains("busy") && reason.contains("Living room"), reason)

        h.session.connect(to: h.endpoint)
        _ = try h.transport.take()
        h.greet()
        _ = try h.transport.take()
        h.session.connect(to: h.endpoint)
        h.session.connectionSecured(
            RemoteChannelSecurity(
                localCertificate: sampleCertificate("remote-1"), peerCertificate: sampleCertificate("host-1"),
                channelBinding: sampleBinding))
        h.session.received(rawFrame(#"{"type":"greeting","protocolVersion":3}"#))
        guard case .failed(_, let mismatch) = h.session.state else { return XCTFail() }
        XCTAssertTrue(mismatch.contains("newer") && mismatch.contains("protocol 3"), mismatch)
        XCTAssertEqual(
            try h.transport.take(), [.error(RemoteErrorMessage(.versionMismatch(peer: 3, ours: 2)))],
            "the host is told too")
    }

    /// The clear-text preface's version, each direction: an older host is to be updated, a newer
    /// host means this computer is; the same version goes on.
    func testThePrefaceSaysWhichSideToUpdate() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint)
        h.session.hostAnnounced(version: RemoteProtocol.version)
        XCTAssertEqual(h.session.state, .connecting(h.endpoint), "same version: TLS follows")
        h.session.hostAnnounced(version: 1)
        guard case .failed(_, let older) = h.session.state else { return XCTFail() }
        XCTAssertTrue(older.contains("older") && older.contains("on the host") && older.contains("protocol 1"), older)
        h.session.connect(to: h.endpoint)
        h.session.hostAnnounced(version: 3)
        guard case .failed(_, let newer) = h.session.state else { return XCTFail() }
        XCTAssertTrue(newer.contains("newer") && newer.contains("this computer"), newer)
    }

    /// A host that holds too many connections refuses in clear text in place of its preface: the
    /// attempt ends with its reason and the connection is closed; once TLS is done a clear-text
    /// refusal means nothing (it could only come from outside the session).
    func testAClearTextRefusalEndsTheAttemptWithTheHostsReason() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint)
        let refusal = RemoteErrorMessage(.tooManyConnections)
        let closes = h.transport.closeCount
        h.session.hostRefused(refusal)
        XCTAssertEqual(
            h.session.state, .failed(h.endpoint, reason: "The host refused the connection: \(refusal.reason)"))
        XCTAssertEqual(h.transport.closeCount, closes + 1, "the connection is closed")

        h.session.connect(to: h.endpoint)
        h.greet()
        let greeted = h.session.state
        h.session.hostRefused(refusal)
        XCTAssertEqual(h.session.state, greeted, "after TLS it is ignored")
    }

    func testARefusedConnectionFailsWithTheSystemsWords() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint)
        // GLib's socket client wraps its cause in a sentence naming the host: said once.
        h.session.connectionClosed(reason: "Could not connect to 127.0.0.1: Connection refused")
        XCTAssertEqual(
            h.session.state, .failed(h.endpoint, reason: "Could not connect to 127.0.0.1:47420: Connection refused"))
    }

    /// The endpoint once, the system's cause once, whatever wraps it.
    func testAConnectFailureSaysTheEndpointAndTheCauseOnce() {
        let v4 = RemoteEndpoint(host: "127.0.0.1", port: 1)
        let v6 = RemoteEndpoint(host: "::1", port: 9)
        let named = RemoteEndpoint(host: "tv.local", port: 47_420)
        let rows: [(RemoteEndpoint, String?, String)] = [
            // GLib's wrapped error: its prefix names the host without the port.
            (
                v4, "Could not connect to 127.0.0.1: Connection refused",
                "Could not connect to 127.0.0.1:1: Connection refused"
            ),
            // The prefix in another language: only what follows the host counts.
            (
                v4, "Verbindung zu 127.0.0.1 fehlgeschlagen: Verbindung verweigert",
                "Could not connect to 127.0.0.1:1: Verbindung verweigert"
            ),
            // A bare cause.
            (v4, "Connection refused", "Could not connect to 127.0.0.1:1: Connection refused"),
            // An IPv6 host, bracketed or not.
            (
                v6, "Could not connect to ::1: Network is unreachable",
                "Could not connect to [::1]:9: Network is unreachable"
            ),
            (v6, "Could not connect to [::1]: No route to host", "Could not connect to [::1]:9: No route to host"),
            (
                named, "Error resolving “tv.local”: Name or service not known",
                "Could not connect to tv.local:47420: Name or service not known"
            ),
            // No words from the system, or only blanks.
            (v4, nil, "Could not connect to 127.0.0.1:1"),
            (v4, "  ", "Could not connect to 127.0.0.1:1"),
        ]
        for (endpoint, reason, expected) in rows {
            XCTAssertEqual(
                RemoteConnectFailure.sentence(endpoint: endpoint, systemReason: reason), expected,
                "\(String(describing: reason))")
        }
    }

    func testNoGreetingWithinTenSecondsFails() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint)
        XCTAssertEqual(h.session.nextDeadline, h.clock.now + 10)
        h.clock.advance(10)
        h.session.tick()
        XCTAssertEqual(h.session.state, .connecting(h.endpoint))
        h.clock.advance(0.01)
        h.session.tick()
        guard case .failed = h.session.state else { return XCTFail() }
        XCTAssertEqual(h.transport.closeCount, 1)
    }

    func testConnectedSessionMirrorsIntentsAtOnceAndThrottlesEdits() throws {
        let h = try harness()
        try h.pair()
        _ = try h.transport.take()
        h.session.send(.jumpTo(presetID: "dots"))
        h.session.send(.setCycling(true))
        XCTAssertEqual(try h.transport.take(), [.intent(.jumpTo(presetID: "dots")), .intent(.setCycling(true))])

        var last = PresetParams()
        h.session.paramsChanged(last)
        XCTAssertEqual(try h.transport.take(), [], "unchanged since the hello: nothing sent")
        for i in 1...200 {
            last.bloom = Double(i) / 100
            h.session.paramsChanged(last)
            h.clock.advance(0.001)
            if let deadline = h.session.nextDeadline, deadline <= h.clock.now { h.session.tick() }
        }
        while let deadline = h.session.nextDeadline, deadline < h.clock.now + 1 {
            h.clock.now = max(h.clock.now, deadline)
            h.session.tick()
            if h.session.nextDeadline == deadline { break }
        }
        let sent = try h.transport.take().compactMap { message -> PresetParams? in
            if case .params(let p) = message { return p } else { return nil }
        }
        XCTAssertEqual(sent.last, last, "the last edit arrives")
        XCTAssertLessThanOrEqual(sent.count, 6, "200 edits in 0.2 s: about one per 50 ms")
        XCTAssertGreaterThanOrEqual(sent.count, 4)
    }

    /// The network layer ticks the session only at `nextDeadline`: an edit the throttle holds back
    /// must say that the deadline moved, or it would wait for the next keep-alive tick.
    func testAnEditHeldBackAnnouncesTheNewDeadline() throws {
        let h = try harness()
        try h.pair()
        _ = try h.transport.take()
        var announced: [Double?] = []
        h.session.onDeadlineChange = { announced.append(h.session.nextDeadline) }
        var params = PresetParams()
        params.bloom = 0.4
        h.session.paramsChanged(params)
        XCTAssertEqual(try h.transport.take(), [.params(params)])
        XCTAssertEqual(announced.count, 0, "sent at once: the send itself re-arms the tick")
        let sentAt = h.clock.now
        h.clock.advance(0.01)
        params.bloom = 0.5
        h.session.paramsChanged(params)
        XCTAssertEqual(try h.transport.take(), [], "held back")
        XCTAssertEqual(announced, [sentAt + RemoteProtocol.editInterval], "announced with the interval's end")
        h.clock.now = sentAt + RemoteProtocol.editInterval
        h.session.tick()
        XCTAssertEqual(try h.transport.take(), [.params(params)])
    }

    func testEditsWhileTheHelloTravelledAreSentAfterTheWelcome() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.greet()
        _ = try h.sentHello()
        h.editor.presetID = "dots"
        h.editor.params.vignette = 0.9
        h.editor.cycling = true
        h.session.paramsChanged(h.editor.params)  // ignored: not connected yet
        XCTAssertEqual(try h.transport.take(), [])
        try h.playHostPAKE()
        h.session.received(frame(.welcome(RemoteWelcome(hostID: "host-1", hostName: "Living room"))))
        XCTAssertEqual(
            try h.transport.take(),
            [
                .intent(.jumpTo(presetID: "dots")), .intent(.setCycling(true)),
                .params(h.editor.params),
            ])
    }

    func testHostStateUpdatesTheConnectedState() throws {
        let h = try harness()
        try h.pair()
        let playing = RemoteHostState(presetID: "dots", presetName: "Dots", cycling: true)
        h.session.received(frame(.state(playing)))
        XCTAssertEqual(h.session.state, .connected(h.endpoint, host: h.host, playing: playing))
    }

    func testKeepAliveAndASilentHostEndTheSession() throws {
        let h = try harness()
        try h.pair()
        _ = try h.transport.take()
        h.clock.advance(2)
        h.session.tick()
        XCTAssertEqual(try h.transport.take(), [.keepAlive])
        h.clock.advance(4)
        h.session.tick()
        XCTAssertTrue(h.session.state.isConnected, "6 s of silence is still fine")
        h.clock.advance(0.01)
        h.session.tick()
        guard case .disconnected(let endpoint, let host, let reason) = h.session.state else { return XCTFail() }
        XCTAssertEqual(endpoint, h.endpoint)
        XCTAssertEqual(host, h.host)
        XCTAssertTrue(reason.contains("stopped answering"))
        h.session.reconnect()
        XCTAssertEqual(h.session.state, .connecting(h.endpoint))
        XCTAssertEqual(h.transport.opened.count, 2)
    }

    func testTheHostClosingEndsAConnectedSessionAsDisconnected() throws {
        let h = try harness()
        try h.pair()
        h.session.connectionClosed(reason: nil)
        guard case .disconnected = h.session.state else { return XCTFail() }
        h.session.send(.next)
        XCTAssertEqual(try h.transport.take().filter { $0 == .intent(.next) }, [], "nothing sent when not connected")
    }

    func testNonFatalHostErrorsAreReportedAndTheSessionGoesOn() throws {
        let h = try harness()
        try h.pair()
        var reported: [RemoteErrorMessage] = []
        h.session.onHostError = { reported.append($0) }
        h.session.received(frame(.error(RemoteErrorMessage(.unknownPreset(id: "mine")))))
        XCTAssertEqual(reported.map(\.code), [.unknownPreset])
        XCTAssertTrue(h.session.state.isConnected)
        h.session.received(frame(.error(RemoteErrorMessage(.timeout))))
        guard case .disconnected = h.session.state else { return XCTFail() }
    }

    func testGarbageFromTheHostFails() throws {
        let h = try harness()
        h.session.connect(to: h.endpoint)
        h.session.connectionSecured(
            RemoteChannelSecurity(
                localCertificate: sampleCertificate("remote-1"), peerCertificate: sampleCertificate("host-1"),
                channelBinding: sampleBinding))
        h.session.received([0, 0, 0, 0])
        guard case .failed(_, let reason) = h.session.state else { return XCTFail() }
        XCTAssertTrue(reason.contains("empty"), reason)
    }
}

private func stateName(_ state: RemoteClientState) -> String {
    String(String(describing: state).prefix { $0 != "(" })
}

extension RemoteClientSessionTests {
    /// The welcome timeout runs from the hello, not from the connect: typing the code takes time.
    func testTimeSpentTypingTheCodeDoesNotCountAgainstTheWelcome() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.connect(to: h.endpoint)
        h.greet()
        h.clock.advance(30)  // the user reads the code off the host's screen
        h.session.tick()
        XCTAssertTrue(h.session.submitPairingCode("123456"))
        h.greet()
        XCTAssertEqual(h.session.state, .authenticating(h.endpoint, host: h.host))
        h.clock.advance(RemoteProtocol.greetingTimeout)
        h.session.tick()
        XCTAssertEqual(
            h.session.state, .authenticating(h.endpoint, host: h.host), "10 s after the hello: still waiting")
        h.clock.advance(0.01)
        h.session.tick()
        guard case .failed = h.session.state else { return XCTFail("\(h.session.state)") }
    }
}

/// A transport that, asked to close, reads the session's deadline and reports the close back at
/// once (nothing in the transport's contract forbids it).
private final class CloseReportingTransport: RemoteClientTransport {
    weak var session: RemoteClientSession?
    var deadlinesAtClose: [Double?] = []
    func open(_ endpoint: RemoteEndpoint) {}
    func send(_ frame: Data) {}
    func close() {
        deadlinesAtClose.append(session?.nextDeadline)
        session?.connectionClosed(reason: "reset by the network")
    }
}

/// The session's guards against events that come at the wrong time.
extension RemoteClientSessionTests {
    /// Intents wait for the welcome: the host has not adopted this editor's state yet.
    func testIntentsBeforeTheWelcomeAreNotSent() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.connect(to: h.endpoint, pairingCode: "123456")
        h.greet()
        _ = try h.sentHello()
        XCTAssertEqual(h.session.state, .authenticating(h.endpoint, host: h.host))
        h.session.send(.next)
        XCTAssertEqual(try h.transport.take(), [])
    }

    /// Bytes before the TLS handshake did not come through it: ignored, even a refusal.
    func testBytesBeforeTheHandshakeAreIgnored() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.connect(to: h.endpoint)
        h.session.received(frame(.error(RemoteErrorMessage(.busy))))
        XCTAssertEqual(h.session.state, .connecting(h.endpoint))
        h.greet()
        XCTAssertEqual(h.session.state, .needsPairingCode(h.endpoint, host: h.host, hint: nil))
    }

    /// What the first TLS handshake showed stays: a second report cannot swap the host's certificate.
    func testTheHandshakeIsTakenOnce() throws {
        let h = ClientHarness(store: try makeStore(self))
        try h.pair()
        h.session.disconnect()
        h.session.connect(to: h.endpoint)
        h.session.connectionSecured(
            RemoteChannelSecurity(
                localCertificate: sampleCertificate("remote-1"), peerCertificate: sampleCertificate("host-1"),
                channelBinding: sampleBinding))
        h.greet(certificate: sampleCertificate("rogue"))
        XCTAssertEqual(try h.sentHello().method, .certificate, "the pinned certificate of the first report")
    }

    /// Frames that came in the same read after one that ended the attempt are not read.
    func testFramesAfterTheOneThatEndsTheAttemptAreIgnored() throws {
        let h = ClientHarness(store: try makeStore(self))
        h.session.connect(to: h.endpoint, pairingCode: "000000")
        h.greet()
        _ = try h.sentHello()
        h.session.received(
            frame(.error(RemoteErrorMessage(.busy))) + frame(.error(RemoteErrorMessage(.authenticationFailed))))
        guard case .failed(_, let reason) = h.session.state else { return XCTFail("\(h.session.state)") }
        XCTAssertTrue(reason.contains("busy"), reason)
    }

    /// While the transport closes, the session already counts itself closed: no deadline, and the
    /// close reported back is not news (the user's disconnect goes straight to idle).
    func testACloseTheSessionAskedForIsNotReportedAsTheHosts() throws {
        let h = ClientHarness(store: try makeStore(self))
        try h.pair()
        let reporting = CloseReportingTransport()
        reporting.session = h.session
        h.session.transport = reporting
        h.states = []
        h.session.disconnect()
        XCTAssertEqual(h.states, [.idle])
        XCTAssertEqual(reporting.deadlinesAtClose, [nil])
    }
}
