import Foundation

/// Where a pairing by code stands on the remote's connection.
enum RemoteClientPairing: Equatable {
    case none
    /// The code hello is sent; the host's challenge comes next.
    case awaitingChallenge(code: String)
    /// The response is sent; the host's confirmation must equal `expected`, and then `certificate`
    /// (the host's, as this TLS session shows it) is pinned.
    case awaitingConfirmation(expected: [UInt8], certificate: [UInt8])
    /// The host proved it knows the code: the welcome may come.
    case confirmed
}

/// What the remote does with each message from the host.
extension RemoteClientSession {
    func handle(_ frame: Data) {
        let message: RemoteMessage
        do throws(RemoteProtocolError) {
            message = try RemoteMessageCoder.decode(frame)
        } catch {
            if case .versionMismatch(let peer, let ours) = error, let endpoint = state.endpoint {
                send(.error(RemoteErrorMessage(error)))
                closeConnection()
                state = .failed(endpoint, reason: Self.versionSentence(peer: peer, ours: ours))
            } else if state.isConnected && !error.endsSession {
                send(.error(RemoteErrorMessage(error)))
            } else {
                abandon(error)
            }
            return
        }
        switch (message, state) {
        case (.greeting(let greeting), .connecting(let endpoint)):
            // This window's own host: a hello would make it adopt itself. Nothing was sent yet.
            guard greeting.hostID != configuration.remoteID else {
                closeConnection()
                state = .failed(endpoint, reason: RemoteConnectFailure.ownWindow)
                return
            }
            self.greeting = greeting
            authenticate()
        case (.pake(let step), .authenticating):
            handlePAKE(step)
        case (.welcome(let welcome), .authenticating(let endpoint, let host)):
            guard sentMethod == .certificate || pairing == .confirmed else {
                return abandon(.unexpectedMessage(type: message.type.rawValue))
            }
            handleWelcome(welcome, endpoint: endpoint, host: host)
        case (.state(let playing), .connected(let endpoint, let host, _)):
            state = .connected(endpoint, host: host, playing: playing)
        case (.error(let error), _):
            handleHostError(error)
        case (.keepAlive, _):
            break
        default:
            if state.isConnected {
                send(.error(RemoteErrorMessage(.unexpectedMessage(type: message.type.rawValue))))
            } else {
                abandon(.unexpectedMessage(type: message.type.rawValue))
            }
        }
    }

    /// "The host runs a newer Physarum (protocol 3; this one speaks 2): update the older one".
    static func versionSentence(peer: Int, ours: Int) -> String {
        let versions: KeyValuePairs<String, String> = ["peer": "\(peer)", "ours": "\(ours)"]
        return peer > ours
            ? tr(
                "The host runs a newer Physarum (protocol {peer}; this one speaks {ours}): update this computer's Physarum",
                versions)
            : tr(
                "The host runs an older Physarum (protocol {peer}; this one speaks {ours}): update Physarum on the host",
                versions)
    }

    /// Checks the host's certificate against the pin for its id, then proves with this remote's
    /// own pinned certificate, or pairs with the typed code, or asks for the code.
    func authenticate() {
        guard let greeting, let security, let endpoint = state.endpoint else { return }
        let host = RemotePeerInfo(id: greeting.hostID, name: greeting.hostName)
        switch RemotePinVerdict(pinned: store.certificate(for: greeting.hostID), presented: security.peerCertificate) {
        case .changed:
            // Someone answers with the id of a host this remote paired with, but not its key: an
            // impostor, or that host was reinstalled. Send it nothing.
            closeConnection()
            pendingCode = nil
            state = .hostKeyChanged(
                endpoint, host: RemotePeerInfo(id: host.id, name: store.peers[host.id]?.name ?? host.name))
        case .matches:
            sendHello(method: .certificate)
        case .unpaired:
            if let code = pendingCode {
                sendHello(method: .code)
                pairing = .awaitingChallenge(code: code)
            } else {
                // Never hold the host's socket while a person types: the code goes out on a new connection.
                closeConnection()
                state = .needsPairingCode(endpoint, host: host, hint: nil)
            }
        }
    }

    func sendHello(method: RemoteAuthMethod) {
        guard let greeting, let endpoint = state.endpoint else { return }
        let full = currentState()
        send(
            .hello(
                RemoteHello(
                    remoteID: configuration.remoteID, remoteName: configuration.remoteName, method: method,
                    state: full)))
        sentMethod = method
        helloState = full
        waitingSince = clock()
        throttle.reset(to: full.params)
        state = .authenticating(endpoint, host: RemotePeerInfo(id: greeting.hostID, name: greeting.hostName))
    }

    /// The PAKE's steps, in their order; anything else is refused.
    private func handlePAKE(_ step: RemotePAKEStep) {
        guard let greeting, let security else { return }
        switch (step, pairing) {
        case (.challenge(let salt, let hostKey), .awaitingChallenge(let code)):
            guard
                let (remoteKey, key) = exchange.remoteAgree(
                    code: code, remoteID: configuration.remoteID, salt: salt, hostKey: hostKey)
            else { return abandon(.wrongType(field: "hostKey", expected: "a valid SRP public value")) }
            let transcript = RemotePairingTranscript(
                hostID: greeting.hostID, remoteID: configuration.remoteID, hostCertificate: security.peerCertificate,
                remoteCertificate: security.localCertificate, channelBinding: security.channelBinding, salt: salt,
                hostKey: hostKey, remoteKey: remoteKey)
            send(
                .pake(
                    .response(
                        remoteKey: remoteKey,
                        confirmation: RemoteAuth.confirmation(
                            role: .remote, key: key, transcript: transcript, signer: signer))))
            pairing = .awaitingConfirmation(
                expected: RemoteAuth.confirmation(role: .host, key: key, transcript: transcript, signer: signer),
                certificate: security.peerCertificate)
        case (.confirm(let confirmation), .awaitingConfirmation(let expected, let certificate)):
            guard RemoteAuth.constantTimeEqual(confirmation, expected) else {
                closeConnection()
                if let endpoint = state.endpoint {
                    state = .failed(
                        endpoint,
                        reason: tr(
                            "{host} could not prove it knows the code: this connection is not to be trusted",
                            [
                                "host": greeting.hostName
                            ]))
                }
                return
            }
            try? store.remember(
                PairedPeer(id: greeting.hostID, name: greeting.hostName, certificate: RemoteAuth.hex(certificate)))
            pairing = .confirmed
        default:
            abandon(.unexpectedMessage(type: "pake \(step.name)"))
        }
    }

    private func handleWelcome(_ welcome: RemoteWelcome, endpoint: RemoteEndpoint, host: RemotePeerInfo) {
        pendingCode = nil
        pairing = .none
        let named = RemotePeerInfo(id: host.id, name: welcome.hostName)
        state = .connected(
            endpoint, host: named,
            playing: greeting?.state ?? RemoteHostState(presetID: nil, presetName: nil, cycling: false))
        // What changed while the hello was on its way.
        let now = currentState()
        if let sent = helloState {
            if now.presetID != sent.presetID, let id = now.presetID { send(.intent(.jumpTo(presetID: id))) }
            if now.cycling != sent.cycling { send(.intent(.setCycling(now.cycling))) }
        }
        paramsChanged(now.params)
    }

    func handleHostError(_ error: RemoteErrorMessage) {
        guard let endpoint = state.endpoint else { return }
        if state.isConnected && !error.code.endsSession {
            onHostError?(error)
            return
        }
        closeConnection()
        let host = greeting.map { RemotePeerInfo(id: $0.hostID, name: $0.hostName) }
        switch (error.code, host) {
        case (.notPaired, let host?):
            _ = try? store.forget(host.id)
            state = .needsPairingCode(
                endpoint, host: host,
                hint: tr("{host} no longer knows this computer: enter the code on its screen", ["host": host.name]))
        case (.authenticationFailed, let host?):
            state = .needsPairingCode(
                endpoint, host: host, hint: tr("Wrong code: check the code on {host}'s screen", ["host": host.name]))
        case (.rateLimited, let host?):
            let seconds = Int((error.retryAfter ?? 1).rounded(.up))
            state = .needsPairingCode(
                endpoint, host: host,
                hint: tr("Too many wrong codes: wait {seconds} s, then try again", ["seconds": "\(seconds)"]))
        case (.versionMismatch, _):
            state = .failed(endpoint, reason: Self.sentence(for: error, hostName: host?.name))
        case (_, let host?) where state.isConnected:
            state = .disconnected(endpoint, host: host, reason: error.reason)
        default:
            state = .failed(endpoint, reason: Self.sentence(for: error, hostName: host?.name))
        }
    }

    /// The reason shown for a refused connection.
    static func sentence(for error: RemoteErrorMessage, hostName: String?) -> String {
        let values: KeyValuePairs<String, String> = ["host": hostName ?? tr("The host"), "reason": error.reason]
        switch error.code {
        case .busy: return tr("{host} is busy: {reason}", values)
        case .versionMismatch: return tr("{host} runs another version of Physarum: {reason}", values)
        case .certificateChanged:
            return tr(
                "{host} knows another computer by this one's id: forget this remote on {host}, then pair again", values)
        default: return tr("{host} refused the connection: {reason}", values)
        }
    }
}
