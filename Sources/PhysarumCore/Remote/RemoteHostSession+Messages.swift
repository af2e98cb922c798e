import Foundation

/// What the host does with each message: the handshake (busy, rate limit, proofs, pairing) and
/// then the controller's intents and parameters.
extension RemoteHostSession {
    func handle(_ frame: Data, from id: RemoteConnectionID) {
        let isController = controller?.connection == id
        let message: RemoteMessage
        do throws(RemoteProtocolError) {
            message = try RemoteMessageCoder.decode(frame)
        } catch {
            refuse(error, on: id, isController: isController)
            return
        }
        if isController {
            handleControlling(message, from: id)
        } else {
            handleHandshake(message, from: id)
        }
    }

    /// A controller keeps its session after a refused message; anyone else is shown the door.
    func refuse(_ error: RemoteProtocolError, on id: RemoteConnectionID, isController: Bool) {
        if isController && !error.endsSession {
            send(.error(RemoteErrorMessage(error)), to: id)
        } else {
            end(id, error)
        }
    }

    private func handleHandshake(_ message: RemoteMessage, from id: RemoteConnectionID) {
        switch message {
        case .hello(let hello): handleHello(hello, from: id)
        case .keepAlive: break
        case .error: drop(id)  // the remote gives up (a version mismatch on its side)
        default: end(id, .unexpectedMessage(type: message.type.rawValue))
        }
    }

    private func handleControlling(_ message: RemoteMessage, from id: RemoteConnectionID) {
        switch message {
        case .intent(let intent):
            if case .jumpTo(let presetID) = intent, !presetIDs.contains(presetID) {
                refuse(.unknownPreset(id: presetID), on: id, isController: true)
            } else {
                onCommand?(.intent(intent))
            }
        case .params(let params): onCommand?(.params(params))
        case .keepAlive: break
        case .error: drop(id)  // the remote says goodbye
        case .greeting, .hello, .welcome, .state:
            refuse(.unexpectedMessage(type: message.type.rawValue), on: id, isController: true)
        }
    }

    private func handleHello(_ hello: RemoteHello, from id: RemoteConnectionID) {
        guard let connection = connections[id] else { return }
        let now = clock()
        // One controller at a time; the same remote may take over from its own stale connection.
        if let controller, controller.peer.id != hello.remoteID {
            return end(id, .busy)
        }
        let secret: String
        switch hello.method {
        case .token:
            store.reload()  // `physarum remotes --forget` may have changed the file while the host runs
            guard let token = store.token(for: hello.remoteID) else { return end(id, .notPaired) }
            secret = token
        case .code:
            // Only guesses of the code wait: a paired remote never pays for a stranger's.
            if let wait = limiter.retryAfter(now: now) { return end(id, .rateLimited(retryAfter: wait)) }
            secret = pairingCode
        }
        let expected = RemoteAuth.proof(
            secret: secret, nonce: connection.nonce, remoteID: hello.remoteID,
            signer: signer)
        guard RemoteAuth.constantTimeEqual(expected, hello.proof) else {
            if hello.method == .code { limiter.recordFailure(now: now) }
            return end(id, .authenticationFailed)
        }
        if hello.method == .code { limiter.recordSuccess() }
        let salt = hello.method == .code ? pair(hello) : nil

        if let stale = controller, stale.connection != id {
            connections[stale.connection] = nil
            transport?.close(stale.connection)
        }
        let peer = RemotePeerInfo(id: hello.remoteID, name: hello.remoteName)
        controller = (id, peer)
        lastSentState = nil
        send(
            .welcome(
                RemoteWelcome(
                    hostID: configuration.hostID, hostName: configuration.hostName,
                    pairingSalt: salt)), to: id)
        onCommand?(.controllerChanged(peer))
        var state = hello.state
        if let presetID = state.presetID, !presetIDs.contains(presetID) {
            state.presetID = nil
            send(.error(RemoteErrorMessage(.unknownPreset(id: presetID))), to: id)
        }
        onCommand?(.adopt(state))
        // One state message, after the adoption: what the host now plays and its cycling.
        let adopted = state.presetID ?? hostState.presetID
        hostState = RemoteHostState(
            presetID: adopted, presetName: adopted.flatMap { presetNames[$0] } ?? hostState.presetName,
            cycling: state.cycling)
        adoption = (hostState, now + RemoteProtocol.adoptionHold)
        sendStateIfChanged()
    }

    /// Derives and stores the token of a pairing by code; returns the salt for the welcome. A
    /// random code is used up: the next pairing needs a new one.
    private func pair(_ hello: RemoteHello) -> String {
        let salt = RemoteAuth.randomHex(using: &random)
        let token = RemoteAuth.pairingToken(
            code: pairingCode, pairingSalt: salt, remoteID: hello.remoteID,
            signer: signer)
        do {
            try store.remember(PairedPeer(id: hello.remoteID, name: hello.remoteName, token: token))
            storeError = nil
        } catch {
            storeError = "could not save the pairing: \(error.localizedDescription)"
        }
        if configuration.fixedPairingCode == nil {
            pairingCode = RemoteAuth.randomPairingCode(using: &random)
            onCommand?(.pairingCodeChanged(pairingCode))
        }
        return salt
    }
}
