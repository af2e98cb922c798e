import Foundation

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
                let versions: KeyValuePairs<String, String> = ["peer": "\(peer)", "ours": "\(ours)"]
                state = .failed(
                    endpoint,
                    reason: peer > ours
                        ? tr(
                            "The host runs a newer Physarum (protocol {peer}; this one speaks {ours}): update the older one",
                            versions)
                        : tr(
                            "The host runs an older Physarum (protocol {peer}; this one speaks {ours}): update the older one",
                            versions))
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
        case (.welcome(let welcome), .authenticating(let endpoint, let host)):
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

    /// Proves with the stored token when there is one, else with the typed code, else asks for it.
    func authenticate() {
        guard let greeting, let endpoint = state.endpoint else { return }
        let host = RemotePeerInfo(id: greeting.hostID, name: greeting.hostName)
        if let token = store.token(for: greeting.hostID) {
            sendHello(method: .token, secret: token)
        } else if let code = pendingCode {
            sendHello(method: .code, secret: code)
        } else {
            // Never hold the host's socket while a person types: the code goes out on a new connection.
            closeConnection()
            state = .needsPairingCode(endpoint, host: host, hint: nil)
        }
    }

    func sendHello(method: RemoteAuthMethod, secret: String) {
        guard let greeting, let endpoint = state.endpoint else { return }
        let full = currentState()
        let proof = RemoteAuth.proof(
            secret: secret, nonce: greeting.nonce, remoteID: configuration.remoteID,
            signer: signer)
        send(
            .hello(
                RemoteHello(
                    remoteID: configuration.remoteID, remoteName: configuration.remoteName,
                    method: method, proof: proof, state: full)))
        sentMethod = method
        helloState = full
        waitingSince = clock()
        throttle.reset(to: full.params)
        state = .authenticating(endpoint, host: RemotePeerInfo(id: greeting.hostID, name: greeting.hostName))
    }

    private func handleWelcome(_ welcome: RemoteWelcome, endpoint: RemoteEndpoint, host: RemotePeerInfo) {
        if sentMethod == .code, let salt = welcome.pairingSalt, let code = pendingCode {
            let token = RemoteAuth.pairingToken(
                code: code, pairingSalt: salt, remoteID: configuration.remoteID,
                signer: signer)
            try? store.remember(PairedPeer(id: host.id, name: welcome.hostName, token: token))
        }
        pendingCode = nil
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

    private func handleHostError(_ error: RemoteErrorMessage) {
        guard let endpoint = state.endpoint else { return }
        if state.isConnected && !error.code.endsSession {
            onHostError?(error)
            return
        }
        closeConnection()
        let host = greeting.map { RemotePeerInfo(id: $0.hostID, name: $0.hostName) }
        switch (error.code, host) {
        case (.notPaired, let host?),
            (.authenticationFailed, let host?) where sentMethod == .token:
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
        default: return tr("{host} refused the connection: {reason}", values)
        }
    }
}
