import Foundation

/// One connection to the host, as the network layer numbers them.
public struct RemoteConnectionID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(_ rawValue: Int) { self.rawValue = rawValue }
    public var description: String { "#\(rawValue)" }
}

/// What the host session needs from the network layer. Both calls return at once (the bytes are
/// queued in a bounded buffer); neither calls back into the session synchronously.
public protocol RemoteHostTransport: AnyObject {
    /// Queues `frame` for `connection`.
    func send(_ frame: Data, to connection: RemoteConnectionID)
    /// Closes `connection` once what was queued for it is written (or after a short grace).
    func close(_ connection: RemoteConnectionID)
}

/// A paired remote, as the host sees it.
public struct RemotePeerInfo: Equatable, Sendable {
    public var id: String
    public var name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// What the host session asks of the host's window. Intents and params go through the same paths
/// as the window's own keyboard and library.
public enum RemoteHostCommand: Equatable, Sendable {
    /// A remote took control (hide the pairing code, hold cycling unless told otherwise) or
    /// control ended (nil: show the code again).
    case controllerChanged(RemotePeerInfo?)
    /// The new controller's full state: select its preset (when the host has it — nil otherwise),
    /// run its parameters, set cycling as it says.
    case adopt(RemoteSessionState)
    case intent(RemoteIntent)
    case params(PresetParams)
    /// The code changed (after a pairing, unless it is fixed): show the new one.
    case pairingCodeChanged(String)
    /// A remote claiming a paired id presented another certificate and was refused: say so (it
    /// may be an impostor, or that remote was reinstalled and must be forgotten to pair again).
    case refusedChangedCertificate(RemotePeerInfo)
}

/// Monotonic seconds, for timeouts and throttles (tests pass a fake).
public enum RemoteClock {
    public static func monotonic() -> Double { ProcessInfo.processInfo.systemUptime }
}
