import Foundation

/// The host's side of the protocol, for every connection at once: keeps the connection budget,
/// greets each connection once its TLS handshake is done, authenticates (a pinned certificate, or
/// the code through the PAKE), lets one remote control the host, turns its messages into
/// `RemoteHostCommand`s, sends keep-alives and drops silent peers. No sockets: the network layer
/// feeds it bytes and events and carries its frames (`RemoteHostTransport`); the network layer
/// calls `tick()` at `nextDeadline`.
public final class RemoteHostSession {
    public struct Configuration: Sendable {
        public var hostID: String
        public var hostName: String
        /// A fixed pairing code (`--pairing-code`); nil: a random one, new after every pairing.
        public var fixedPairingCode: String?
        /// Whether the host starts auto-cycling when its controller leaves (the ambient `--host`
        /// player does; a window that lends itself to a remote keeps its setting).
        public var resumesCyclingWhenRemoteLeaves: Bool

        public init(
            hostID: String, hostName: String, fixedPairingCode: String? = nil,
            resumesCyclingWhenRemoteLeaves: Bool = true
        ) {
            self.hostID = hostID
            self.hostName = hostName
            self.fixedPairingCode = fixedPairingCode
            self.resumesCyclingWhenRemoteLeaves = resumesCyclingWhenRemoteLeaves
        }
    }

    struct Connection {
        var decoder = RemoteFrameDecoder()
        /// What the TLS handshake established; nil until it is done (nothing is read before).
        var security: RemoteChannelSecurity?
        /// A pairing by code under way: the hello that asked for it and the exchange's state.
        var pairing: RemoteHostPairing?
        /// The peer's address without its port (for the per-address budget).
        var address: String
        var openedAt: Double
        /// How far it has come, and since when (the budget ranks waiting connections by it).
        var progress = RemoteConnectionBudget.Progress.opened
        var progressSince: Double
        var lastReceived: Double
        var lastSent: Double
    }

    public let configuration: Configuration
    let store: PairingStore
    let signer: any RemoteProofSigner
    let exchange: any RemotePairingExchange
    /// Carries the frames (held weakly: the network layer owns it). Set it before the first connection.
    public weak var transport: RemoteHostTransport?
    let clock: () -> Double

    /// Receives every command, in order.
    public var onCommand: ((RemoteHostCommand) -> Void)?
    /// Receives the controller's microphone features (`audioFeatures`), those the rate admits.
    public var onFeatures: ((AudioFeatures) -> Void)?
    /// The controller's features rate (`RemoteListening.rateLimit`), new with each controller;
    /// whether the last one was refused (one `tooFast` answers a run of refused messages).
    var featuresGate = RemoteListening.rateLimit()
    var refusingFeatures = false
    /// The host's presets, names by id: a jump or hello naming another id is refused with
    /// `unknownPreset`; the name goes into the state sent after an adoption.
    public var presetNames: [String: String] = [:]
    var presetIDs: Dictionary<String, String>.Keys { presetNames.keys }
    /// What the host plays; the controller is told of every change.
    public internal(set) var hostState: RemoteHostState
    /// The code the host shows while no remote controls it.
    public internal(set) var pairingCode: String
    /// The controlling remote and its connection.
    public internal(set) var controller: (connection: RemoteConnectionID, peer: RemotePeerInfo)?
    /// Why pairing could not be saved (the session still works; the pin is lost at exit).
    public internal(set) var storeError: String?

    var connections: [RemoteConnectionID: Connection] = [:]
    var limiter = ProofRateLimiter()
    /// How many connections may wait for their handshake, in all and per address.
    public var budget = RemoteConnectionBudget.standard
    /// Which addresses were welcomed, and which left a stalled connection, lately.
    public internal(set) var addressHistory = RemoteAddressHistory()
    var lastSentState: RemoteHostState?
    /// The state just adopted from a new controller, sent at once, and until when the window's
    /// in-between states (the old preset with the new cycling, …) are held back.
    var adoption: (state: RemoteHostState, until: Double)?
    var random = SystemRandomNumberGenerator()

    public init(
        configuration: Configuration, hostState: RemoteHostState, store: PairingStore,
        signer: some RemoteProofSigner, exchange: some RemotePairingExchange, transport: RemoteHostTransport? = nil,
        clock: @escaping () -> Double = RemoteClock.monotonic
    ) {
        self.configuration = configuration
        self.hostState = hostState
        self.store = store
        self.signer = signer
        self.exchange = exchange
        self.transport = transport
        self.clock = clock
        pairingCode = configuration.fixedPairingCode ?? RemoteAuth.randomPairingCode(using: &random)
    }

    /// The number of open connections (controlling or still in their handshake).
    public var connectionCount: Int { connections.count }

    // MARK: - Events from the network layer

    /// A peer connected from `address` (without port), its TLS handshake not done yet: make room
    /// within the budget (the weakest waiting connections are told `tooManyConnections` and
    /// closed, and their addresses noted). The handshake timeout runs from now.
    public func connectionOpened(_ id: RemoteConnectionID, from address: String = "") {
        let now = clock()
        let waiting = waitingConnections(at: now)
        for evicted in budget.evictions(admitting: address, waiting: waiting, at: now) {
            if let connection = waiting.first(where: { $0.id == evicted }) {
                addressHistory.note(.closedLately, for: connection.address, at: now)
            }
            end(evicted, .tooManyConnections)
        }
        connections[id] = Connection(
            address: address, openedAt: now, progressSince: now, lastReceived: now, lastSent: now)
    }

    /// `id`'s TLS ClientHello arrived (its handshake waits for `nextHandshake`).
    public func connectionSentClientHello(_ id: RemoteConnectionID) {
        advance(id, to: .clientHello)
    }

    /// Of `ids` (connections whose ClientHello waits), the one whose TLS handshake starts now
    /// while `running` handshakes run (nil: none now; `RemoteConnectionBudget.nextHandshake`).
    public func nextHandshake(among ids: [RemoteConnectionID], running: Int) -> RemoteConnectionID? {
        let now = clock()
        let candidates = Set(ids)
        return budget.nextHandshake(
            among: waitingConnections(at: now).filter { candidates.contains($0.id) }, running: running, at: now)
    }

    /// `id`'s TLS handshake did not finish in time (the peer stopped sending): its address is
    /// noted and it is closed without a word (no channel exists yet to carry one).
    public func connectionStalledInHandshake(_ id: RemoteConnectionID) {
        guard let connection = connections[id] else { return }
        addressHistory.note(.closedLately, for: connection.address, at: clock())
        drop(id)
    }

    /// `id`'s TLS handshake is done (both certificates presented): greet it.
    public func connectionSecured(_ id: RemoteConnectionID, security: RemoteChannelSecurity) {
        guard connections[id] != nil, connections[id]?.security == nil else { return }
        connections[id]?.security = security
        advance(id, to: .secured)
        send(
            .greeting(
                RemoteGreeting(hostID: configuration.hostID, hostName: configuration.hostName, state: hostState)),
            to: id)
    }

    /// Bytes arrived on `id` (inside TLS), split or joined in any way.
    public func received(_ bytes: some Collection<UInt8>, from id: RemoteConnectionID) {
        guard var connection = connections[id], connection.security != nil else { return }
        let output = connection.decoder.append(bytes)
        connection.lastReceived = clock()
        connections[id] = connection
        for frame in output.frames {
            guard connections[id] != nil else { return }
            handle(frame, from: id)
        }
        if let error = output.error, connections[id] != nil { end(id, error) }
    }

    /// The peer closed `id`, or the network layer gave up on it. Unknown ids are ignored (the
    /// session forgets a connection as soon as it closes it itself).
    public func connectionClosed(_ id: RemoteConnectionID) {
        drop(id)
    }

    // MARK: - Events from the host

    /// The host's state changed (a selection, cycling on or off): the controller hears of it.
    public func update(hostState: RemoteHostState) {
        self.hostState = hostState
        if let adoption {
            // The window is still applying the adopted state: what it passes through is not news.
            guard hostState == adoption.state || clock() >= adoption.until else { return }
            self.adoption = nil
        }
        sendStateIfChanged()
    }

    /// When `tick()` next has something to do — the controller's keep-alive or silence timeout, a
    /// handshake's end — or nil without connections. It moves with every frame sent or received
    /// and every connection opened.
    public var nextDeadline: Double? {
        let times = connections.map { id, connection in
            controller?.connection == id
                ? min(
                    connection.lastSent + RemoteProtocol.keepAliveInterval,
                    connection.lastReceived + RemoteProtocol.idleTimeout)
                : connection.openedAt + RemoteProtocol.handshakeTimeout
        }
        return (times + [adoption?.until].compactMap { $0 }).min()
    }

    /// Runs the timers: keep-alives, silent controllers, unfinished handshakes.
    public func tick() {
        let now = clock()
        if let adoption, now >= adoption.until {
            self.adoption = nil
            sendStateIfChanged()  // the window ended elsewhere than adopted: say where
        }
        for (id, connection) in connections {
            if controller?.connection == id {
                if now - connection.lastReceived > RemoteProtocol.idleTimeout {
                    end(id, .timeout)
                } else if now - connection.lastSent >= RemoteProtocol.keepAliveInterval {
                    send(.keepAlive, to: id)
                }
            } else if now - connection.openedAt > RemoteProtocol.handshakeTimeout {
                addressHistory.note(.closedLately, for: connection.address, at: now)
                end(id, .timeout)
            }
        }
    }

    /// Removes a paired remote; if it controls the host now, it is disconnected.
    public func forget(remoteID: String) throws {
        try store.forget(remoteID)
        if let controller, controller.peer.id == remoteID { end(controller.connection, .notPaired) }
    }

    /// Removes every paired remote (each must pair again with the code); the one in control now,
    /// if any, is disconnected. Returns how many were forgotten.
    @discardableResult
    public func forgetAll() throws -> Int {
        let count = try store.forgetAll()
        if let controller { end(controller.connection, .notPaired) }
        return count
    }

    /// Closes every connection (the host stops listening).
    public func closeAll() {
        for id in Array(connections.keys) { drop(id) }
    }

    // MARK: - Sending and closing

    func send(_ message: RemoteMessage, to id: RemoteConnectionID) {
        guard connections[id] != nil, let frame = try? RemoteFrame.encode(message) else { return }
        connections[id]?.lastSent = clock()
        transport?.send(frame, to: id)
    }

    /// The waiting connections (all but the controller's), as the budget sees them.
    func waitingConnections(at now: Double) -> [RemoteConnectionBudget.Waiting] {
        connections.compactMap { id, connection in
            controller?.connection == id
                ? nil
                : RemoteConnectionBudget.Waiting(
                    id: id, address: connection.address, progress: connection.progress,
                    since: connection.progressSince,
                    standing: addressHistory.standing(of: connection.address, at: now))
        }
    }

    /// `id` reached `progress` now.
    func advance(_ id: RemoteConnectionID, to progress: RemoteConnectionBudget.Progress) {
        guard let connection = connections[id], connection.progress < progress else { return }
        connections[id]?.progress = progress
        connections[id]?.progressSince = clock()
    }

    /// Sends `error` and closes the connection.
    func end(_ id: RemoteConnectionID, _ error: RemoteProtocolError) {
        send(.error(RemoteErrorMessage(error)), to: id)
        drop(id)
    }

    /// Forgets `id` and closes it; a leaving controller hands the host back.
    func drop(_ id: RemoteConnectionID) {
        guard connections.removeValue(forKey: id) != nil else { return }
        transport?.close(id)
        guard controller?.connection == id else { return }
        controller = nil
        lastSentState = nil
        adoption = nil
        onCommand?(.controllerChanged(nil))
        if configuration.resumesCyclingWhenRemoteLeaves { onCommand?(.intent(.setCycling(true))) }
    }

    /// A fresh salt for one pairing attempt.
    func freshSalt() -> [UInt8] { RemoteAuth.randomBytes(RemoteProtocol.pakeSaltLength, using: &random) }

    func sendStateIfChanged() {
        guard let controller, lastSentState != hostState else { return }
        lastSentState = hostState
        send(.state(hostState), to: controller.connection)
    }
}
