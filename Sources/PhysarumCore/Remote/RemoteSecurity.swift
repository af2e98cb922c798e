/// What a connection's TLS handshake established, as the sessions need it: both certificates'
/// fingerprints and the channel binding. The network layer reports it once per connection, before
/// any message.
public struct RemoteChannelSecurity: Equatable, Sendable {
    /// SHA-256 of this side's certificate (DER).
    public var localCertificate: [UInt8]
    /// SHA-256 of the certificate the peer presented.
    public var peerCertificate: [UInt8]
    /// The TLS 1.3 exporter channel binding (RFC 9266 "tls-exporter", 32 bytes): equal on both
    /// ends of one TLS session, different on the two sessions of a relay.
    public var channelBinding: [UInt8]

    public init(localCertificate: [UInt8], peerCertificate: [UInt8], channelBinding: [UInt8]) {
        self.localCertificate = localCertificate
        self.peerCertificate = peerCertificate
        self.channelBinding = channelBinding
    }
}

/// The password-authenticated key exchange of a pairing by code (SRP-6a through Botan in the
/// network layer; tests pass a fake). The code is the password, the remote id the identity.
public protocol RemotePairingExchange: Sendable {
    /// The host's half for `code`, `remoteID` and a fresh `salt`; nil if the library failed.
    func hostBegin(code: String, remoteID: String, salt: [UInt8]) -> RemotePairingHostHalf?
    /// The remote's half in one step: its public value A and the shared key, from the host's salt
    /// and public value B; nil when B is invalid.
    func remoteAgree(code: String, remoteID: String, salt: [UInt8], hostKey: [UInt8])
        -> (remoteKey: [UInt8], sharedKey: [UInt8])?
}

/// The host's side of one exchange: its public value B, then the shared key from the remote's A.
public protocol RemotePairingHostHalf: AnyObject {
    var hostKey: [UInt8] { get }
    /// The shared key; nil when A is invalid.
    func sharedKey(remoteKey: [UInt8]) -> [UInt8]?
}

/// What a pin says about the certificate a peer presented: the one rule both sides apply.
public enum RemotePinVerdict: Equatable, Sendable {
    /// No pin for that id: the peer must pair (host: `notPaired`; remote: ask for the code).
    case unpaired
    /// The pinned certificate: authenticated.
    case matches
    /// Another certificate than the pinned one: refused (host: `certificateChanged`; remote:
    /// "This is not the … you paired with", nothing sent).
    case changed

    /// The verdict for `presented` (a SHA-256 fingerprint) against `pinned` (64 hex digits, or nil).
    public init(pinned: String?, presented: [UInt8]) {
        guard let pinned else {
            self = .unpaired
            return
        }
        self = RemoteAuth.hex(presented) == pinned ? .matches : .changed
    }
}
