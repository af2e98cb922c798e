import Foundation

/// The remote's side of the protocol: connects (the network layer runs TLS), checks the host's
/// certificate against the one pinned for its id, answers the greeting with its full state — by
/// its own pinned certificate, or pairing with the code the user typed through the PAKE — then
/// mirrors the editor (intents at once, parameter edits through an `EditThrottle`) and keeps the
/// connection alive.
///
/// No sockets: the network layer feeds it bytes and events and carries its frames. The app calls
/// `tick()` at `nextDeadline` (or regularly).
public final class RemoteClientSession {
    public struct Configuration: Sendable {
        public var remoteID: String
        public var remoteName: String
        public init(remoteID: String, remoteName: String) {
            self.remoteID = remoteID
            self.remoteName = remoteName
        }
    }

    public let configuration: Configuration
    let store: PairingStore
    let signer: any RemoteProofSigner
    let exchange: any RemotePairingExchange
    /// Carries the frames (held weakly: the network layer owns it). Set it before `connect`.
    public weak var transport: RemoteClientTransport?
    let clock: () -> Double
    /// The editor's state now: sent in the hello.
    let currentState: () -> RemoteSessionState

    /// Called after every state change.
    public var onStateChange: ((RemoteClientState) -> Void)?
    /// Called when the host refuses one message but the session goes on (an unknown preset).
    public var onHostError: ((RemoteErrorMessage) -> Void)?
    /// Called when `nextDeadline` may have moved with no frame sent or received (an edit held
    /// back by the throttle): whoever ticks the session re-arms its timer.
    public var onDeadlineChange: (() -> Void)?

    public internal(set) var state: RemoteClientState = .idle {
        didSet { if state != oldValue { onStateChange?(state) } }
    }

    var connectionOpen = false
    var decoder = RemoteFrameDecoder()
    /// What this connection's TLS handshake established; nil until it is done.
    var security: RemoteChannelSecurity?
    var greeting: RemoteGreeting?
    /// Where a pairing by code stands on this connection.
    var pairing: RemoteClientPairing = .none
    /// The code the user typed, until the welcome (a fresh connection may be needed to use it).
    var pendingCode: String?
    var sentMethod: RemoteAuthMethod?
    var helloState: RemoteSessionState?
    /// When the current wait began: the connect (for the greeting) or the hello (for the welcome) —
    /// never the time the user spent typing the code.
    var waitingSince = 0.0
    var lastReceived = 0.0
    var lastSent = 0.0
    var throttle = EditThrottle<PresetParams>()
    /// When features last went to the host (`featuresHeard`).
    var featuresSentAt = -Double.infinity

    public init(
        configuration: Configuration, store: PairingStore, signer: some RemoteProofSigner,
        exchange: some RemotePairingExchange, transport: RemoteClientTransport? = nil,
        clock: @escaping () -> Double = RemoteClock.monotonic, currentState: @escaping () -> RemoteSessionState
    ) {
        self.configuration = configuration
        self.store = store
        self.signer = signer
        self.exchange = exchange
        self.transport = transport
        self.clock = clock
        self.currentState = currentState
    }

    // MARK: - What the user does

    /// Connects to `endpoint` (ending any current session). A `pairingCode` is used if the host
    /// does not know this remote yet.
    public func connect(to endpoint: RemoteEndpoint, pairingCode: String? = nil) {
        closeConnection()
        pendingCode = pairingCode
        decoder = RemoteFrameDecoder()
        security = nil
        greeting = nil
        pairing = .none
        sentMethod = nil
        waitingSince = clock()
        lastReceived = waitingSince
        lastSent = waitingSince
        connectionOpen = true
        state = .connecting(endpoint)
        transport?.open(endpoint)
    }

    /// Connects again to the endpoint of a failed or ended session.
    public func reconnect() {
        guard let endpoint = state.endpoint else { return }
        connect(to: endpoint)
    }

    /// The code the user typed at the prompt; false (nothing happens) when it is not six digits or
    /// no prompt is open. Connects again (the prompt held no connection) and pairs with it.
    @discardableResult
    public func submitPairingCode(_ code: String) -> Bool {
        guard case .needsPairingCode(let endpoint, _, _) = state, RemoteAuth.isValidPairingCode(code) else {
            return false
        }
        connect(to: endpoint, pairingCode: code)
        return true
    }

    /// After "This is not the … you paired with": forgets the pin for that host id (the user
    /// trusts the new key) and connects again, which asks for the code.
    public func forgetChangedHost() {
        guard case .hostKeyChanged(let endpoint, let host) = state else { return }
        _ = try? store.forget(host.id)
        connect(to: endpoint)
    }

    /// Ends the session; the host resumes on its own.
    public func disconnect() {
        closeConnection()
        pendingCode = nil
        state = .idle
    }

    /// Sends `intent` at once (only while connected).
    public func send(_ intent: RemoteIntent) {
        guard state.isConnected else { return }
        send(.intent(intent))
    }

    /// The editor's parameters changed: sent now or at the throttle's deadline (only while connected).
    public func paramsChanged(_ params: PresetParams) {
        guard state.isConnected else { return }
        if let value = throttle.submit(params, now: clock()) {
            send(.params(value))
        } else {
            onDeadlineChange?()
        }
    }

    /// This window listens for the host: its microphone's `features` now go to the host, at most
    /// `RemoteListening.messagesPerSecond` a second (more often, the newer ones wait for the next
    /// call); silence is sent too, so the host knows the stream goes on.
    public func featuresHeard(_ features: AudioFeatures) {
        guard state.isConnected else { return }
        let now = clock()
        // 2 ms of slack: a 30 Hz timer's ticks come a little early or late.
        guard now - featuresSentAt >= 1 / RemoteListening.messagesPerSecond - 0.002 else { return }
        featuresSentAt = now
        send(.audioFeatures(features))
    }

    // MARK: - Timers

    /// When `tick()` next has something to do, or nil while idle. It moves with every frame sent or
    /// received and with `onDeadlineChange`.
    public var nextDeadline: Double? {
        guard connectionOpen else { return nil }
        switch state {
        case .connected:
            return [
                throttle.deadline, lastSent + RemoteProtocol.keepAliveInterval,
                lastReceived + RemoteProtocol.idleTimeout,
            ].compactMap { $0 }.min()
        case .connecting, .authenticating:
            return waitingSince + RemoteProtocol.greetingTimeout
        default:
            return nil
        }
    }

    /// Sends a due edit or keep-alive; gives up on a silent host.
    public func tick() {
        let now = clock()
        switch state {
        case .connected(let endpoint, let host, _):
            if now - lastReceived > RemoteProtocol.idleTimeout {
                closeConnection()
                state = .disconnected(endpoint, host: host, reason: tr("{host} stopped answering", ["host": host.name]))
                return
            }
            if let value = throttle.flush(now: now) { send(.params(value)) }
            if now - lastSent >= RemoteProtocol.keepAliveInterval { send(.keepAlive) }
        case .connecting(let endpoint), .authenticating(let endpoint, _):
            if connectionOpen, now - waitingSince > RemoteProtocol.greetingTimeout {
                closeConnection()
                state = .failed(endpoint, reason: tr("No answer from {host}", ["host": "\(endpoint)"]))
            }
        default:
            break
        }
    }

    // MARK: - Events from the network layer

    /// The host's clear-text preface announced `version` (before TLS). Another version ends the
    /// attempt with a sentence that says which side to update; the network layer has told the host.
    public func hostAnnounced(version: Int) {
        guard connectionOpen, version != RemoteProtocol.version, let endpoint = state.endpoint else { return }
        closeConnection()
        state = .failed(endpoint, reason: Self.versionSentence(peer: version, ours: RemoteProtocol.version))
    }

    /// The host refused the connection in clear text, in place of its preface (it holds too many):
    /// the attempt ends with the host's reason.
    public func hostRefused(_ error: RemoteErrorMessage) {
        guard connectionOpen, security == nil else { return }
        handleHostError(error)
    }

    /// The TLS handshake is done: what it established comes before any byte.
    public func connectionSecured(_ security: RemoteChannelSecurity) {
        guard connectionOpen, self.security == nil else { return }
        self.security = security
    }

    /// Bytes arrived from the host (inside TLS).
    public func received(_ bytes: some Collection<UInt8>) {
        guard connectionOpen, security != nil else { return }
        lastReceived = clock()
        let output = decoder.append(bytes)
        for frame in output.frames {
            guard connectionOpen else { return }
            handle(frame)
        }
        if let error = output.error, connectionOpen { abandon(error) }
    }

    /// The connection could not be opened, or it closed. `reason` is the system's words, if any.
    public func connectionClosed(reason: String?) {
        guard connectionOpen else { return }
        connectionOpen = false
        switch state {
        case .connecting(let endpoint):
            state = .failed(endpoint, reason: RemoteConnectFailure.sentence(endpoint: endpoint, systemReason: reason))
        case .authenticating(let endpoint, let host):
            state = .failed(
                endpoint, reason: tr("{host} closed the connection before welcoming this computer", ["host": host.name])
            )
        case .connected(let endpoint, let host, _):
            state = .disconnected(
                endpoint, host: host, reason: reason ?? tr("{host} closed the connection", ["host": host.name]))
        default:
            break  // a pairing prompt stays open: submitting the code reconnects
        }
    }

    // MARK: - Internals

    func send(_ message: RemoteMessage) {
        guard connectionOpen, let frame = try? RemoteFrame.encode(message) else { return }
        lastSent = clock()
        transport?.send(frame)
    }

    func closeConnection() {
        guard connectionOpen else { return }
        connectionOpen = false
        transport?.close()
    }

    /// Tells the host what went wrong, closes, and fails with the reason.
    func abandon(_ error: RemoteProtocolError) {
        send(.error(RemoteErrorMessage(error)))
        closeConnection()
        if let endpoint = state.endpoint {
            state = .failed(
                endpoint, reason: tr("The host sent something wrong: {problem}", ["problem": error.localizedMessage]))
        }
    }
}
