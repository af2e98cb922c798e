import Foundation
import XCTest

@testable import PhysarumCore

/// A host session with a fake clock, transport, signer and exchange, and the commands it gave.
final class HostHarness {
    let clock = FakeClock()
    let transport = FakeHostTransport()
    let store: PairingStore
    let session: RemoteHostSession
    var commands: [RemoteHostCommand] = []
    var nextID = 0
    /// The certificate fingerprint each connection's remote presented.
    var certificates: [RemoteConnectionID: [UInt8]] = [:]

    init(store: PairingStore, fixedCode: String? = "123456", resumes: Bool = true) {
        self.store = store
        session = RemoteHostSession(
            configuration: .init(
                hostID: "host-1", hostName: "Living room", fixedPairingCode: fixedCode,
                resumesCyclingWhenRemoteLeaves: resumes),
            hostState: sampleHostState, store: store, signer: FakeSigner(), exchange: FakeExchange(),
            transport: transport, clock: { [clock] in clock.now })
        session.presetNames = ["fibers": "Fibers", "net": "Net", "dots": "Dots"]
        session.onCommand = { [unowned self] in self.commands.append($0) }
    }

    /// Opens a connection whose TLS handshake showed `certificate` (default: remote-1's) and returns
    /// its id after checking the greeting.
    func open(certificate: [UInt8] = sampleCertificate("remote-1")) throws -> RemoteConnectionID {
        nextID += 1
        let id = RemoteConnectionID(nextID)
        session.connectionOpened(id)
        certificates[id] = certificate
        session.connectionSecured(id, security: hostSecurity(peer: certificate))
        guard case .greeting? = try transport.take(id).first else {
            throw RemoteProtocolError.unexpectedMessage(type: "no greeting")
        }
        return id
    }

    func hostSecurity(peer: [UInt8]) -> RemoteChannelSecurity {
        RemoteChannelSecurity(
            localCertificate: sampleCertificate("host-1"), peerCertificate: peer, channelBinding: sampleBinding)
    }

    /// Sends a hello; with the code it plays the remote's side of the PAKE with `secret` (what it
    /// received goes into `pakeSeen`, what the host sent after stays in the transport).
    func hello(
        _ id: RemoteConnectionID, remoteID: String = "remote-1", name: String = "Laptop",
        method: RemoteAuthMethod = .code, secret: String = "123456",
        state: RemoteSessionState = RemoteSessionState(presetID: "net", params: PresetParams(), cycling: false)
    ) {
        session.received(
            frame(.hello(RemoteHello(remoteID: remoteID, remoteName: name, method: method, state: state))), from: id)
        // A refusal (busy, rate limit) stays in the transport for the test to read.
        guard method == .code, case .pake(.challenge(let salt, let hostKey))? = try? transport.messages(to: id).last,
            (try? transport.take(id)) != nil,
            let (remoteKey, key) = FakeExchange().remoteAgree(
                code: secret, remoteID: remoteID, salt: salt, hostKey: hostKey)
        else { return }
        let transcript = RemotePairingTranscript(
            hostID: "host-1", remoteID: remoteID, hostCertificate: sampleCertificate("host-1"),
            remoteCertificate: certificates[id] ?? [], channelBinding: sampleBinding, salt: salt, hostKey: hostKey,
            remoteKey: remoteKey)
        let confirmation = RemoteAuth.confirmation(
            role: .remote, key: key, transcript: transcript, signer: FakeSigner())
        expectedHostConfirmation = RemoteAuth.confirmation(
            role: .host, key: key, transcript: transcript, signer: FakeSigner())
        session.received(frame(.pake(.response(remoteKey: remoteKey, confirmation: confirmation))), from: id)
    }

    /// The host confirmation the last code hello's remote expects.
    var expectedHostConfirmation: [UInt8]?

    /// Opens a connection and pairs with the code; returns the connection (the messages after the
    /// host's PAKE confirmation — welcome, state — are taken).
    @discardableResult
    func pair(remoteID: String = "remote-1", code: String = "123456") throws -> RemoteConnectionID {
        let id = try open(certificate: sampleCertificate(remoteID))
        hello(id, remoteID: remoteID, secret: code)
        let messages = try transport.take(id)
        guard case .pake(.confirm(let confirmation))? = messages.first, confirmation == expectedHostConfirmation,
            messages.dropFirst().first?.type == .welcome
        else {
            throw RemoteProtocolError.unexpectedMessage(type: "no confirmed welcome: \(messages)")
        }
        return id
    }

    func errorCode(in messages: [RemoteMessage]) -> RemoteErrorCode? {
        for case .error(let error) in messages { return error.code }
        return nil
    }
}

final class RemoteHostSessionTests: XCTestCase {
    private func harness(fixedCode: String? = "123456", resumes: Bool = true) throws -> HostHarness {
        HostHarness(store: try makeStore(self), fixedCode: fixedCode, resumes: resumes)
    }

    /// Nothing is sent or read before the TLS handshake is done; then the greeting goes out once.
    func testTheGreetingWaitsForTheTLSHandshake() throws {
        let h = try harness()
        let id = RemoteConnectionID(1)
        h.session.connectionOpened(id)
        h.session.received(
            frame(.hello(RemoteHello(remoteID: "r", remoteName: "R", method: .code, state: sampleSession))), from: id)
        XCTAssertEqual(try h.transport.take(id), [], "before TLS: silent, and bytes are ignored")
        h.session.connectionSecured(id, security: h.hostSecurity(peer: sampleCertificate("remote-1")))
        guard case .greeting(let greeting)? = try h.transport.take(id).first else { return XCTFail() }
        XCTAssertEqual(greeting.hostID, "host-1")
        XCTAssertEqual(greeting.hostName, "Living room")
        XCTAssertEqual(greeting.protocolVersion, RemoteProtocol.version)
        XCTAssertEqual(greeting.state, sampleHostState)
        h.session.connectionSecured(id, security: h.hostSecurity(peer: sampleCertificate("remote-1")))
        XCTAssertEqual(try h.transport.take(id), [], "one greeting per connection")
    }

    func testPairingWithTheCodeConfirmsPinsTheCertificateAndAdoptsTheState() throws {
        let h = try harness()
        var params = PresetParams()
        params.decay = 0.77
        let id = try h.open()
        h.hello(id, state: RemoteSessionState(presetID: "net", params: params, cycling: false))
        var messages = try h.transport.take(id)
        guard case .pake(.confirm(let confirmation))? = messages.first else { return XCTFail("\(messages)") }
        XCTAssertEqual(confirmation, h.expectedHostConfirmation, "the host proves it knows the code too")
        messages.removeFirst()
        guard case .welcome(let welcome)? = messages.first else { return XCTFail("\(messages)") }
        XCTAssertEqual(welcome.hostID, "host-1")
        XCTAssertEqual(h.store.certificate(for: "remote-1"), RemoteAuth.hex(sampleCertificate("remote-1")))
        XCTAssertEqual(h.store.peers["remote-1"]?.name, "Laptop")
        XCTAssertEqual(
            h.commands,
            [
                .controllerChanged(RemotePeerInfo(id: "remote-1", name: "Laptop")),
                .adopt(RemoteSessionState(presetID: "net", params: params, cycling: false)),
            ])
        XCTAssertEqual(h.session.controller?.peer.id, "remote-1")
        XCTAssertEqual(
            Array(messages.dropFirst()), [.state(RemoteHostState(presetID: "net", presetName: "Net", cycling: false))],
            "one state, after the adoption: what the host now plays and its cycling")
        XCTAssertFalse(messages.contains { $0.type == .error })
    }

    func testEachIntentAndParamsReachTheHost() throws {
        let h = try harness()
        let id = try h.pair()
        h.commands = []
        var params = PresetParams()
        params.bloom = 1.5
        for message in [
            RemoteMessage.intent(.next), .intent(.previous), .intent(.jumpTo(presetID: "dots")),
            .intent(.setCycling(true)), .intent(.setCycling(false)), .params(params),
        ] {
            h.session.received(frame(message), from: id)
        }
        XCTAssertEqual(
            h.commands,
            [
                .intent(.next), .intent(.previous), .intent(.jumpTo(presetID: "dots")),
                .intent(.setCycling(true)), .intent(.setCycling(false)), .params(params),
            ])
        XCTAssertEqual(try h.transport.take(id), [], "nothing refused")
    }

    func testHostStateChangesAreSentOnceEach() throws {
        let h = try harness()
        let id = try h.pair()
        h.session.update(hostState: RemoteHostState(presetID: "net", presetName: "Net", cycling: false))
        XCTAssertEqual(try h.transport.take(id), [], "the window reaching the adopted state is no news")
        let next = RemoteHostState(presetID: "dots", presetName: "Dots", cycling: false)
        h.session.update(hostState: next)
        h.session.update(hostState: next)
        XCTAssertEqual(try h.transport.take(id), [.state(next)])
    }

    func testUnknownPresetIsRefusedButTheSessionGoesOn() throws {
        let h = try harness()
        let id = try h.pair()
        h.commands = []
        h.session.received(frame(.intent(.jumpTo(presetID: "nope"))), from: id)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .unknownPreset)
        XCTAssertEqual(h.commands, [])
        XCTAssertFalse(h.transport.closed.contains(id))
        h.session.received(frame(.intent(.next)), from: id)
        XCTAssertEqual(h.commands, [.intent(.next)])
    }

    func testHelloWithAnUnknownPresetAdoptsTheRestAndSaysSo() throws {
        let h = try harness()
        let id = try h.open()
        h.hello(id, state: RemoteSessionState(presetID: "mine", params: PresetParams(), cycling: true))
        let messages = try h.transport.take(id)
        XCTAssertEqual(messages.dropFirst().first?.type, .welcome, "after the host's confirmation")
        XCTAssertEqual(h.errorCode(in: messages), .unknownPreset)
        XCTAssertEqual(
            h.commands.last, .adopt(RemoteSessionState(presetID: nil, params: PresetParams(), cycling: true)))
    }

    func testBadContentFromTheControllerIsRefusedWithoutEndingTheSession() throws {
        let h = try harness()
        let id = try h.pair()
        var params = PresetParams()
        params.decay = 5
        let cases: [(Data, RemoteErrorCode)] = [
            (rawFrame(#"{"type":"params"}"#), .missingField),
            (rawFrame(#"{"type":"fly"}"#), .unknownType),
            (rawFrame("{oops"), .invalidJSON),
            ((try? RemoteFrame.wrap(Data([0x22, 0xFF, 0x22]))) ?? Data(), .invalidUTF8),
            (rawFrame(#"["type"]"#), .notAMessage),
            (frame(.params(params)), .outOfRange),
            (rawFrame(#"{"type":"params","params":"NaN"}"#), .wrongType),
            (frame(.welcome(RemoteWelcome(hostID: "x", hostName: "x"))), .unexpectedMessage),
        ]
        h.commands = []
        for (bytes, code) in cases {
            h.session.received(bytes, from: id)
            XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), code)
        }
        XCTAssertEqual(h.commands, [])
        XCTAssertEqual(h.transport.closed, [])
        XCTAssertEqual(h.session.controller?.connection, id)
    }

    func testBrokenFramingEndsTheSessionAndTheHostResumesCycling() throws {
        let h = try harness()
        let id = try h.pair()
        h.commands = []
        h.session.received([0x7F, 0xFF, 0xFF, 0xFF], from: id)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .frameTooLarge)
        XCTAssertEqual(h.transport.closed, [id])
        XCTAssertEqual(h.commands, [.controllerChanged(nil), .intent(.setCycling(true))])
    }

    func testDisconnectResumesCyclingOnlyWhenConfigured() throws {
        let ambient = try harness()
        let a = try ambient.pair()
        ambient.commands = []
        ambient.session.connectionClosed(a)
        XCTAssertEqual(ambient.commands, [.controllerChanged(nil), .intent(.setCycling(true))])
        XCTAssertNil(ambient.session.controller)

        let window = try harness(resumes: false)
        let w = try window.pair()
        window.commands = []
        window.session.connectionClosed(w)
        XCTAssertEqual(window.commands, [.controllerChanged(nil)])
    }

    func testKeepAliveIsSentAfterTwoQuietSecondsAndASilentControllerIsDroppedAfterSix() throws {
        let h = try harness()
        let id = try h.pair()
        h.clock.advance(1.99)
        h.session.tick()
        XCTAssertEqual(try h.transport.take(id), [])
        h.clock.advance(0.01)
        h.session.tick()
        XCTAssertEqual(try h.transport.take(id), [.keepAlive])

        h.session.received(frame(.keepAlive), from: id)  // the remote is alive at t = 2
        h.clock.advance(6)
        h.session.tick()
        XCTAssertFalse(h.transport.closed.contains(id), "exactly 6 s of silence is still fine")
        h.commands = []
        h.clock.advance(0.01)
        h.session.tick()
        XCTAssertEqual(h.transport.closed, [id])
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .timeout)
        XCTAssertEqual(h.commands, [.controllerChanged(nil), .intent(.setCycling(true))])
    }

    /// The network layer ticks the host only at `nextDeadline`: it must name each timer's moment.
    func testTheNextDeadlineIsTheEarliestTimerOfEveryConnection() throws {
        let h = try harness()
        XCTAssertNil(h.session.nextDeadline, "no connections: nothing to do")
        let openedAt = h.clock.now
        let waiting = try h.open()
        XCTAssertEqual(h.session.nextDeadline, openedAt + RemoteProtocol.handshakeTimeout, "the handshake's end")
        h.clock.advance(1)
        let controller = try h.pair()
        let pairedAt = h.clock.now
        XCTAssertEqual(h.session.nextDeadline, pairedAt + RemoteProtocol.adoptionHold, "the adoption's hold")
        h.clock.now = pairedAt + RemoteProtocol.adoptionHold
        h.session.tick()
        XCTAssertEqual(try h.transport.take(controller), [], "the adopted state was already sent")
        XCTAssertEqual(h.session.nextDeadline, pairedAt + RemoteProtocol.keepAliveInterval, "the keep-alive")
        h.clock.now = pairedAt + RemoteProtocol.keepAliveInterval
        h.session.tick()
        XCTAssertEqual(try h.transport.take(controller), [.keepAlive], "due exactly at the deadline")
        XCTAssertEqual(h.session.nextDeadline, pairedAt + 2 * RemoteProtocol.keepAliveInterval, "the next keep-alive")
        h.clock.now = pairedAt + 5.5
        h.session.tick()  // a second keep-alive
        XCTAssertEqual(h.session.nextDeadline, pairedAt + RemoteProtocol.idleTimeout, "the silence timeout comes first")
        h.session.connectionClosed(controller)
        h.session.connectionClosed(waiting)
        XCTAssertNil(h.session.nextDeadline)
    }

    /// While the window passes through in-between states applying an adoption (the new preset with
    /// the old cycling), the remote hears nothing more; a state the window ends elsewhere in is sent
    /// when the hold ends, and a real change after the hold is sent at once.
    func testTheAdoptionHoldsBackInBetweenStatesForItsTimeOnly() throws {
        let h = try harness()
        let id = try h.pair()
        let between = RemoteHostState(presetID: "net", presetName: "Net", cycling: true)
        h.clock.advance(RemoteProtocol.adoptionHold - 0.01)
        h.session.update(hostState: between)
        XCTAssertEqual(try h.transport.take(id), [], "held just before the hold ends")
        h.clock.advance(0.01)
        h.session.tick()
        XCTAssertEqual(try h.transport.take(id), [.state(between)], "where the window ended, at the hold's end")
        let later = RemoteHostState(presetID: "dots", presetName: "Dots", cycling: true)
        h.session.update(hostState: later)
        XCTAssertEqual(try h.transport.take(id), [.state(later)], "after the hold: at once")
    }

    /// The hold ends at its deadline itself: a state the window reports exactly then is sent at once.
    func testAStateAtTheAdoptionHoldsEndIsSentAtOnce() throws {
        let h = try harness()
        let id = try h.pair()
        h.clock.advance(RemoteProtocol.adoptionHold)
        let between = RemoteHostState(presetID: "net", presetName: "Net", cycling: true)
        h.session.update(hostState: between)
        XCTAssertEqual(try h.transport.take(id), [.state(between)])
    }

    func testAHelloWithoutAPresetKeepsTheHostsPresetInTheState() throws {
        let h = try harness()
        let id = try h.open()
        h.hello(id, state: RemoteSessionState(presetID: nil, params: PresetParams(), cycling: false))
        XCTAssertEqual(
            try h.transport.take(id).last,
            .state(RemoteHostState(presetID: "fibers", presetName: "Fibers", cycling: false)))
    }

    /// Waiting connections beyond the budget are told `tooManyConnections` (never a silent close),
    /// oldest first; the controller is never counted or evicted.
    func testTheConnectionBudgetEvictsTheOldestWaitingWithAnError() throws {
        let h = try harness()
        h.session.budget = RemoteConnectionBudget(total: 3, perAddress: 2)
        let controller = try h.pair()
        for n in 10..<12 { h.session.connectionOpened(RemoteConnectionID(n), from: "10.0.0.9") }
        XCTAssertEqual(h.transport.closed, [], "two from one address: at its share")
        h.session.connectionOpened(RemoteConnectionID(12), from: "10.0.0.9")
        XCTAssertEqual(h.transport.closed, [RemoteConnectionID(10)])
        XCTAssertEqual(
            try h.transport.take(RemoteConnectionID(10)).last, .error(RemoteErrorMessage(.tooManyConnections)))
        h.session.connectionOpened(RemoteConnectionID(13), from: "10.0.0.2")
        XCTAssertEqual(h.transport.closed, [RemoteConnectionID(10)], "three waiting: at the total")
        h.session.connectionOpened(RemoteConnectionID(14), from: "10.0.0.3")
        XCTAssertEqual(h.transport.closed, [RemoteConnectionID(10), RemoteConnectionID(11)], "the oldest of all")
        XCTAssertEqual(h.session.controller?.connection, controller, "the controller stays")
        XCTAssertEqual(h.session.connectionCount, 4)
    }

    /// A flood of wrong codes at the lock's cap does not touch a paired remote: its certificate
    /// hello is checked at once, while pairing attempts still wait.
    func testWrongCodesNeverLockOutAPairedRemote() throws {
        let h = try harness()
        let first = try h.pair(remoteID: "remote-1")
        h.session.connectionClosed(first)
        for n in 0..<12 {
            let id = try h.open()
            h.hello(id, remoteID: "stranger", secret: String(format: "%06d", n))
            _ = try h.transport.take(id)
        }
        let guess = try h.open()
        h.hello(guess, remoteID: "stranger", secret: "123456")
        XCTAssertEqual(h.errorCode(in: try h.transport.take(guess)), .rateLimited, "pairing is locked at the cap")
        let id = try h.open()
        h.hello(id, method: .certificate)
        XCTAssertEqual(try h.transport.take(id).first?.type, .welcome, "the paired remote gets in at once")
        h.session.connectionClosed(id)
        let wrong = try h.open()
        h.hello(wrong, remoteID: "remote-1", method: .code, secret: "123456")
        XCTAssertEqual(
            h.errorCode(in: try h.transport.take(wrong)), .rateLimited, "a pairing attempt waits, even the right code")
    }

    func testAHandshakeThatNeverEndsTimesOut() throws {
        let h = try harness()
        let id = try h.open()
        h.clock.advance(RemoteProtocol.handshakeTimeout)
        h.session.tick()
        XCTAssertEqual(h.transport.closed, [])
        h.clock.advance(0.01)
        h.session.tick()
        XCTAssertEqual(h.transport.closed, [id])
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .timeout)
        XCTAssertEqual(h.commands, [], "no controller left")
    }

    func testASecondRemoteIsToldTheHostIsBusy() throws {
        let h = try harness()
        let first = try h.pair()
        let second = try h.open()
        h.hello(second, remoteID: "remote-2", name: "Tablet")
        let messages = try h.transport.take(second)
        XCTAssertEqual(messages, [.error(RemoteErrorMessage(.busy))])
        // Before its proof a peer learns nothing about who is in control.
        guard case .error(let error) = messages.first else { return XCTFail() }
        XCTAssertFalse(error.reason.contains("Laptop"), error.reason)
        XCTAssertEqual(error.reason, "another remote controls this host")
        XCTAssertEqual(h.transport.closed, [second])
        XCTAssertEqual(h.session.controller?.connection, first)
    }

    func testTheSameRemoteTakesOverFromItsStaleConnection() throws {
        let h = try harness()
        let old = try h.pair()
        h.commands = []
        let new = try h.open()
        h.hello(new, method: .certificate)
        XCTAssertEqual(try h.transport.take(new).first?.type, .welcome)
        XCTAssertEqual(h.transport.closed, [old])
        XCTAssertEqual(h.session.controller?.connection, new)
        XCTAssertFalse(h.commands.contains(.intent(.setCycling(true))), "control never left")
    }

    func testAPinnedCertificateReconnectsWithoutTheCode() throws {
        let h = try harness()
        let first = try h.pair()
        h.session.connectionClosed(first)
        let id = try h.open()
        h.hello(id, method: .certificate)
        XCTAssertEqual(try h.transport.take(id).first?.type, .welcome, "no PAKE: the pinned certificate is the proof")
        XCTAssertEqual(h.session.controller?.connection, id)
    }

    /// A peer claiming a paired remote's id with another certificate is refused, and the host's
    /// window hears of it (the changed-key warning).
    func testAnotherCertificateForAPairedIDIsRefused() throws {
        let h = try harness()
        let first = try h.pair()
        h.session.connectionClosed(first)
        h.commands = []
        let id = try h.open(certificate: sampleCertificate("impostor"))
        h.hello(id, method: .certificate)
        XCTAssertEqual(try h.transport.take(id), [.error(RemoteErrorMessage(.certificateChanged))])
        XCTAssertEqual(h.commands, [.refusedChangedCertificate(RemotePeerInfo(id: "remote-1", name: "Laptop"))])
        XCTAssertNil(h.session.controller)
        XCTAssertEqual(h.store.certificate(for: "remote-1"), RemoteAuth.hex(sampleCertificate("remote-1")), "pin kept")
    }

    /// The remote's confirmation is computed over what it saw: another channel binding (a relay
    /// terminating TLS on both sides) or another host certificate fails like a wrong code.
    func testAConfirmationOverAnotherChannelFails() throws {
        let h = try harness()
        let id = try h.open()
        h.session.received(
            frame(.hello(RemoteHello(remoteID: "remote-1", remoteName: "Laptop", method: .code, state: sampleSession))),
            from: id)
        guard case .pake(.challenge(let salt, let hostKey))? = try h.transport.take(id).first,
            let (remoteKey, key) = FakeExchange().remoteAgree(
                code: "123456", remoteID: "remote-1", salt: salt, hostKey: hostKey)
        else { return XCTFail() }
        let relayed = RemotePairingTranscript(
            hostID: "host-1", remoteID: "remote-1", hostCertificate: sampleCertificate("relay"),
            remoteCertificate: sampleCertificate("remote-1"), channelBinding: [UInt8](repeating: 7, count: 32),
            salt: salt, hostKey: hostKey, remoteKey: remoteKey)
        let confirmation = RemoteAuth.confirmation(role: .remote, key: key, transcript: relayed, signer: FakeSigner())
        h.session.received(frame(.pake(.response(remoteKey: remoteKey, confirmation: confirmation))), from: id)
        XCTAssertEqual(try h.transport.take(id), [.error(RemoteErrorMessage(.authenticationFailed))])
        XCTAssertNil(h.store.certificate(for: "remote-1"), "nothing pinned")
        XCTAssertEqual(h.commands, [], "nothing adopted")
    }

    /// The PAKE's order, both directions: a response before the challenge, a second hello during a
    /// pairing, a host-only step from the remote — each refused and the connection closed.
    func testPAKEStepsOutOfOrderAreRefused() throws {
        let h = try harness()
        let early = try h.open()
        h.session.received(
            frame(
                .pake(
                    .response(
                        remoteKey: [UInt8](repeating: 1, count: 384), confirmation: [UInt8](repeating: 2, count: 32)))),
            from: early)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(early)), .unexpectedMessage, "response before a hello")
        let twice = try h.open()
        let hello = RemoteHello(remoteID: "remote-1", remoteName: "Laptop", method: .code, state: sampleSession)
        h.session.received(frame(.hello(hello)), from: twice)
        _ = try h.transport.take(twice)
        h.session.received(frame(.hello(hello)), from: twice)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(twice)), .unexpectedMessage, "a hello during a pairing")
        let reversed = try h.open()
        h.session.received(frame(.hello(hello)), from: reversed)
        _ = try h.transport.take(reversed)
        h.session.received(frame(.pake(.confirm(confirmation: [UInt8](repeating: 3, count: 32)))), from: reversed)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(reversed)), .unexpectedMessage, "the host's step")
        XCTAssertEqual(h.transport.closed, [early, twice, reversed])
        XCTAssertEqual(h.commands, [])
    }

    func testAForgottenRemoteMustPairAgain() throws {
        let h = try harness()
        let id = try h.pair()
        h.commands = []
        try h.session.forget(remoteID: "remote-1")
        XCTAssertNil(h.store.certificate(for: "remote-1"))
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .notPaired, "a connected remote is told and dropped")
        XCTAssertEqual(h.transport.closed, [id])
        XCTAssertEqual(h.commands.first, .controllerChanged(nil))

        let again = try h.open()
        h.hello(again, method: .certificate)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(again)), .notPaired)
        XCTAssertNil(h.session.controller)
        XCTAssertNoThrow(try h.pair(), "the code still works")
    }

    func testForgettingAllRemotesDropsTheControllerAndEveryPinIsRefused() throws {
        let h = try harness()
        let id = try h.pair()
        h.commands = []
        XCTAssertEqual(try h.session.forgetAll(), 1)
        XCTAssertEqual(h.store.peers, [:])
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .notPaired, "the remote in control is told")
        XCTAssertEqual(h.transport.closed, [id])
        XCTAssertEqual(h.commands.first, .controllerChanged(nil))
        let again = try h.open()
        h.hello(again, method: .certificate)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(again)), .notPaired)
        XCTAssertEqual(try h.session.forgetAll(), 0, "nothing left")
    }

    func testWrongCodesAreRateLimitedAndTheLockEnds() throws {
        let h = try harness()
        func attempt(_ code: String) throws -> [RemoteMessage] {
            let id = try h.open()
            h.hello(id, secret: code)
            return try h.transport.take(id)
        }
        XCTAssertEqual(h.errorCode(in: try attempt("000000")), .authenticationFailed)
        XCTAssertEqual(h.errorCode(in: try attempt("000001")), .authenticationFailed)
        XCTAssertEqual(h.errorCode(in: try attempt("000002")), .authenticationFailed)  // locks for 1 s
        let limited = try attempt("123456")
        XCTAssertEqual(
            limited, [.error(RemoteErrorMessage(.rateLimited(retryAfter: 1)))],
            "even the right code is not checked while locked")
        h.clock.advance(1)
        XCTAssertEqual(try attempt("123456").dropFirst().first?.type, .welcome, "after the host's confirmation")
        XCTAssertNotNil(h.store.certificate(for: "remote-1"))
    }

    func testTheCodeChangesAfterAPairingUnlessFixed() throws {
        let h = try harness(fixedCode: nil)
        let code = h.session.pairingCode
        XCTAssertTrue(RemoteAuth.isValidPairingCode(code))
        let id = try h.pair(code: code)
        XCTAssertNotEqual(h.session.pairingCode, code)
        XCTAssertTrue(h.commands.contains(.pairingCodeChanged(h.session.pairingCode)))
        h.session.connectionClosed(id)
        let other = try h.open()
        h.hello(other, remoteID: "remote-2", secret: code)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(other)), .authenticationFailed, "a used code is spent")

        let fixed = try harness(fixedCode: "654321")
        _ = try fixed.pair(code: "654321")
        XCTAssertEqual(fixed.session.pairingCode, "654321")
    }

    func testHandshakeRefusesOtherMessagesAndBadHellos() throws {
        let h = try harness()
        let a = try h.open()
        h.session.received(frame(.intent(.next)), from: a)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(a)), .unexpectedMessage)
        XCTAssertEqual(h.transport.closed, [a])

        let b = try h.open()
        h.session.received(rawFrame(#"{"type":"hello","protocolVersion":1}"#), from: b)
        XCTAssertEqual(try h.transport.take(b), [.error(RemoteErrorMessage(.versionMismatch(peer: 1, ours: 2)))])

        let c = try h.open()
        h.session.received(rawFrame("{"), from: c)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(c)), .invalidJSON)
        XCTAssertEqual(h.transport.closed, [a, b, c])
        XCTAssertEqual(h.commands, [])
    }

    func testSplitAndCoalescedBytesWork() throws {
        let h = try harness()
        let id = try h.pair()
        h.commands = []
        let bytes = frame(.intent(.next)) + frame(.intent(.previous)) + frame(.keepAlive)
        for byte in bytes.prefix(10) { h.session.received([byte], from: id) }
        h.session.received(bytes.dropFirst(10), from: id)
        XCTAssertEqual(h.commands, [.intent(.next), .intent(.previous)])
    }

    func testClosedAndUnknownConnectionsAreIgnored() throws {
        let h = try harness()
        h.session.received(frame(.keepAlive), from: RemoteConnectionID(99))
        h.session.connectionClosed(RemoteConnectionID(99))
        XCTAssertEqual(h.transport.frames.count, 0)
        XCTAssertEqual(h.session.connectionCount, 0)
    }
}

extension RemoteHostSessionTests {
    func testAPairingForgottenInTheFileByAnotherProcessIsHonoured() throws {
        let h = HostHarness(store: try makeStore(self))
        let first = try h.pair()
        h.session.connectionClosed(first)
        try PairingStore(fileURL: h.store.fileURL).forget("remote-1")  // `physarum remotes --forget`
        let id = try h.open()
        h.hello(id, method: .certificate)
        XCTAssertEqual(h.errorCode(in: try h.transport.take(id)), .notPaired)
    }
}
