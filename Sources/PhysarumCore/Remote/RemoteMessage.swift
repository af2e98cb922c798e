/// One message of the remote-control protocol: the JSON object in one frame. Its `type` field
/// names the case (docs/PROTOCOL.md has an example of each).
public enum RemoteMessage: Equatable, Sendable {
    /// Host → remote, first inside TLS: who the host is and what it plays.
    case greeting(RemoteGreeting)
    /// Remote → host, the answer to the greeting: who the remote is, how it proves it (its pinned
    /// certificate, or the code through the PAKE) and its full state.
    case hello(RemoteHello)
    /// Either way, during a pairing by code: one step of the password-authenticated key exchange.
    case pake(RemotePAKEStep)
    /// Host → remote: the hello was accepted; the remote now controls the host.
    case welcome(RemoteWelcome)
    /// Either way: something was refused (`code` for programs, `reason` for people).
    case error(RemoteErrorMessage)
    /// Remote → host: a command (next, previous, jump to a preset, cycling on/off).
    case intent(RemoteIntent)
    /// Remote → host: the full parameter set, after an edit.
    case params(PresetParams)
    /// Host → remote: what the host plays now, whenever it changes.
    case state(RemoteHostState)
    /// Remote → host, while the remote listens for the host: what its microphone hears now (at
    /// most `RemoteListening.messagesPerSecond` a second); the host's modulations follow it.
    case audioFeatures(AudioFeatures)
    /// Either way: nothing to say, but still here.
    case keepAlive

    /// The `type` string of this message on the wire.
    public var type: RemoteMessageType {
        switch self {
        case .greeting: .greeting
        case .hello: .hello
        case .pake: .pake
        case .welcome: .welcome
        case .error: .error
        case .intent: .intent
        case .params: .params
        case .state: .state
        case .audioFeatures: .audioFeatures
        case .keepAlive: .keepAlive
        }
    }
}

/// The `type` strings of the protocol.
public enum RemoteMessageType: String, CaseIterable, Sendable {
    case greeting, hello, pake, welcome, error, intent, params, state, audioFeatures, keepAlive
}

/// What the host plays: shown in the remote's Connect menu.
public struct RemoteHostState: Equatable, Sendable {
    /// The selected preset's id; nil when nothing is selected.
    public var presetID: String?
    /// The selected preset's name as the host shows it; nil with `presetID`.
    public var presetName: String?
    /// Whether the host auto-cycles.
    public var cycling: Bool

    public init(presetID: String?, presetName: String?, cycling: Bool) {
        self.presetID = presetID
        self.presetName = presetName
        self.cycling = cycling
    }
}

/// The host's greeting.
public struct RemoteGreeting: Equatable, Sendable {
    public var protocolVersion: Int
    public var hostID: String
    public var hostName: String
    public var state: RemoteHostState

    public init(
        protocolVersion: Int = RemoteProtocol.version, hostID: String, hostName: String, state: RemoteHostState
    ) {
        self.protocolVersion = protocolVersion
        self.hostID = hostID
        self.hostName = hostName
        self.state = state
    }
}

/// How a remote proves it may control the host.
public enum RemoteAuthMethod: String, CaseIterable, Sendable {
    /// The 6-digit code the host shows, through the PAKE (first pairing).
    case code
    /// The TLS certificate the host pinned for this remote id when they paired: nothing more to send.
    case certificate
}

/// One step of the pairing exchange (SRP-6a, docs/PROTOCOL.md "Pairing"), in the order they go.
public enum RemotePAKEStep: Equatable, Sendable {
    /// Host → remote: a fresh salt and the host's public value B.
    case challenge(salt: [UInt8], hostKey: [UInt8])
    /// Remote → host: the remote's public value A and its key confirmation.
    case response(remoteKey: [UInt8], confirmation: [UInt8])
    /// Host → remote: the host's key confirmation (then the welcome).
    case confirm(confirmation: [UInt8])

    /// The `step` string on the wire.
    public var name: String {
        switch self {
        case .challenge: "challenge"
        case .response: "response"
        case .confirm: "confirm"
        }
    }
}

/// The remote's full state, sent in its hello: the host adopts it.
public struct RemoteSessionState: Equatable, Sendable {
    public var presetID: String?
    public var params: PresetParams
    public var cycling: Bool

    public init(presetID: String?, params: PresetParams, cycling: Bool) {
        self.presetID = presetID
        self.params = params
        self.cycling = cycling
    }
}

/// The remote's hello.
public struct RemoteHello: Equatable, Sendable {
    public var protocolVersion: Int
    public var remoteID: String
    public var remoteName: String
    public var method: RemoteAuthMethod
    public var state: RemoteSessionState

    public init(
        protocolVersion: Int = RemoteProtocol.version, remoteID: String, remoteName: String,
        method: RemoteAuthMethod, state: RemoteSessionState
    ) {
        self.protocolVersion = protocolVersion
        self.remoteID = remoteID
        self.remoteName = remoteName
        self.method = method
        self.state = state
    }
}

/// The host's welcome.
public struct RemoteWelcome: Equatable, Sendable {
    public var hostID: String
    public var hostName: String

    public init(hostID: String, hostName: String) {
        self.hostID = hostID
        self.hostName = hostName
    }
}

/// An error message.
public struct RemoteErrorMessage: Equatable, Sendable {
    public var code: RemoteErrorCode
    public var reason: String
    /// Whole seconds to wait before the next attempt (only with `rateLimited`).
    public var retryAfter: Double?

    public init(code: RemoteErrorCode, reason: String, retryAfter: Double? = nil) {
        self.code = code
        self.reason = reason
        self.retryAfter = retryAfter
    }

    /// The message that reports `error`.
    public init(_ error: RemoteProtocolError) {
        code = error.code
        reason = error.message
        if case .rateLimited(let seconds) = error { retryAfter = seconds.rounded(.up) }
    }
}

/// A command from the remote: the same intents the host's own keyboard and library produce.
public enum RemoteIntent: Equatable, Sendable {
    case next
    case previous
    case jumpTo(presetID: String)
    case setCycling(Bool)

    /// The `intent` string on the wire.
    public var name: String {
        switch self {
        case .next: "next"
        case .previous: "previous"
        case .jumpTo: "jumpTo"
        case .setCycling: "setCycling"
        }
    }
}
