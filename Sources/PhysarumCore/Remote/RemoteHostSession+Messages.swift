import Foundation

/// A pairing by code under way on one connection: the hello that asked for it, the salt and the
/// host's half of the exchange (waiting for the remote's response).
struct RemoteHostPairing {
    var hello: RemoteHello
    var salt: [UInt8]
    var half: RemotePairingHostHalf
}

/// What the host does with each message: the handshake (busy, pins, the rate limit and the PAKE of
/// a pairing by code) and then the controller's intents and parameters.
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
        let pairing = connections[id]?.pairing
        switch (message, pairing) {
        case (.hello(let hello), nil): handleHello(hello, from: id)
        case (.pake(.response(let remoteKey, let confirmation)), let pairing?):
            finishPairing(pairing, remoteKey: remoteKey, confirmation: confirmation, on: id)
        case (.keepAlive, _): break
        case (.error, _): drop(id)  // the remote gives up (a version mismatch, a changed host key)
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
        case .audioFeatures(let features):
            if featuresGate.admit(now: clock()) {
                refusingFeatures = false
                onFeatures?(features)
            } else if !refusingFeatures {
                refusingFeatures = true
                refuse(.tooFast, on: id, isController: true)
            }
        case .keepAlive: break
        case .error: drop(id)  // the remote says goodbye
        case .greeting, .hello, .pake, .welcome, .state:
            refuse(.unexpectedMessage(type: message.type.rawValue), on: id, isController: true)
        }
    }

    private func handleHello(_ hello: RemoteHello, from id: RemoteConnectionID) {
        guard let security = connections[id]?.security else { return }
        // One controller at a time; the same remote may take over from its own stale connection.
        if let controller, controller.peer.id != hello.remoteID {
            return end(id, .busy)
        }
        switch hello.method {
        case .certificate:
            store.reload()  // `physarum remotes --forget` may have changed the file while the host runs
            switch RemotePinVerdict(pinned: store.certificate(for: hello.remoteID), presented: security.peerCertificate)
            {
            case .unpaired: end(id, .notPaired)
            case .changed:
                onCommand?(.refusedChangedCertificate(RemotePeerInfo(id: hello.remoteID, name: hello.remoteName)))
                end(id, .certificateChanged)
            case .matches: admit(hello, on: id)
            }
        case .code:
            // Only guesses of the code wait: a paired remote never pays for a stranger's.
            if let wait = limiter.retryAfter(now: clock()) { return end(id, .rateLimited(retryAfter: wait)) }
            let salt = freshSalt()
            guard let half = exchange.hostBegin(code: pairingCode, remoteID: hello.remoteID, salt: salt) else {
                return end(id, .authenticationFailed)
            }
            connections[id]?.pairing = RemoteHostPairing(hello: hello, salt: salt, half: half)
            advance(id, to: .pairing)
            send(.pake(.challenge(salt: salt, hostKey: half.hostKey)), to: id)
        }
    }

    /// The remote's response: its public value gives the shared key, and its confirmation must be
    /// the one this side computes over what *it* saw. A wrong code and a relay fail alike.
    private func finishPairing(
        _ pairing: RemoteHostPairing, remoteKey: [UInt8], confirmation: [UInt8], on id: RemoteConnectionID
    ) {
        guard let security = connections[id]?.security else { return }
        connections[id]?.pairing = nil
        let transcript = RemotePairingTranscript(
            hostID: configuration.hostID, remoteID: pairing.hello.remoteID,
            hostCertificate: security.localCertificate, remoteCertificate: security.peerCertificate,
            channelBinding: security.channelBinding, salt: pairing.salt, hostKey: pairing.half.hostKey,
            remoteKey: remoteKey)
        guard let key = pairing.half.sharedKey(remoteKey: remoteKey),
            RemoteAuth.constantTimeEqual(
                RemoteAuth.confirmation(role: .remote, key: key, transcript: transcript, signer: signer), confirmation)
        else {
            limiter.recordFailure(now: clock())
            return end(id, .authenticationFailed)
        }
        limiter.recordSuccess()
        pin(pairing.hello, certificate: security.peerCertificate)
        send(
            .pake(
                .confirm(
                    confirmation: RemoteAuth.confirmation(role: .host, key: key, transcript: transcript, signer: signer)
                )),
            to: id)
        admit(pairing.hello, on: id)
    }

    /// Welcomes `hello`'s remote as the controller and adopts its state.
    private func admit(_ hello: RemoteHello, on id: RemoteConnectionID) {
        if let stale = controller, stale.connection != id {
            connections[stale.connection] = nil
            transport?.close(stale.connection)
        }
        let peer = RemotePeerInfo(id: hello.remoteID, name: hello.remoteName)
        controller = (id, peer)
        if let address = connections[id]?.address { addressHistory.note(.welcomedLately, for: address, at: clock()) }
        featuresGate = RemoteListening.rateLimit()
        refusingFeatures = false
        lastSentState = nil
        send(.welcome(RemoteWelcome(hostID: configuration.hostID, hostName: configuration.hostName)), to: id)
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
        adoption = (hostState, clock() + RemoteProtocol.adoptionHold)
        sendStateIfChanged()
    }

    /// Pins the certificate of a remote that just paired. A random code is used up: the next
    /// pairing needs a new one.
    private func pin(_ hello: RemoteHello, certificate: [UInt8]) {
        do {
            try store.remember(
                PairedPeer(id: hello.remoteID, name: hello.remoteName, certificate: RemoteAuth.hex(certificate)))
            storeError = nil
        } catch {
            storeError = "could not save the pairing: \(error.localizedDescription)"
        }
        if configuration.fixedPairingCode == nil {
            pairingCode = RemoteAuth.randomPairingCode(using: &random)
            onCommand?(.pairingCodeChanged(pairingCode))
        }
    }
}
