import Foundation

/// What the remote's session is doing: the states the Connect menu shows.
public enum RemoteClientState: Equatable, Sendable {
    /// Not connected, not trying.
    case idle
    /// The TCP connection is being opened, or the host has not greeted yet.
    case connecting(RemoteEndpoint)
    /// The host does not know this remote: the user must type the code the host shows. `hint`
    /// says why when it is not the first time (a wrong code, too many attempts, a forgotten pairing).
    case needsPairingCode(RemoteEndpoint, host: RemotePeerInfo, hint: String?)
    /// The hello is sent; waiting for the welcome.
    case authenticating(RemoteEndpoint, host: RemotePeerInfo)
    /// This remote controls the host, which plays `playing`.
    case connected(RemoteEndpoint, host: RemotePeerInfo, playing: RemoteHostState)
    /// Connecting failed; `reason` says why in words.
    case failed(RemoteEndpoint, reason: String)
    /// A session that worked has ended (the host left, the network dropped); reconnect is offered.
    case disconnected(RemoteEndpoint, host: RemotePeerInfo, reason: String)
    /// The host answered with the id of a host this remote paired with, but another certificate:
    /// refused, nothing sent. `host` is the paired host (its name when it paired). Forget it and
    /// pair again (`forgetChangedHost`) only if that host was really reinstalled.
    case hostKeyChanged(RemoteEndpoint, host: RemotePeerInfo)

    /// The endpoint this state is about (nil when idle).
    public var endpoint: RemoteEndpoint? {
        switch self {
        case .idle: nil
        case .connecting(let e), .needsPairingCode(let e, _, _), .authenticating(let e, _), .connected(let e, _, _),
            .failed(let e, _), .disconnected(let e, _, _), .hostKeyChanged(let e, _):
            e
        }
    }

    public var isConnected: Bool {
        if case .connected = self { true } else { false }
    }
}

/// What the remote's session needs from the network layer. The calls return at once; the
/// outcome comes back through `RemoteClientSession.received` and `connectionClosed`.
public protocol RemoteClientTransport: AnyObject {
    /// Opens a connection to `endpoint` (closing any previous one).
    func open(_ endpoint: RemoteEndpoint)
    /// Queues `frame` on the open connection.
    func send(_ frame: Data)
    /// Closes the connection once what was queued is written (or after a short grace).
    func close()
}
