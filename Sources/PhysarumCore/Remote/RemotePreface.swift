import Foundation

/// The one clear-text frame of a connection: the host's protocol version, sent before TLS so
/// that a peer of any version can read it (a version-1 remote reads `protocolVersion` of a
/// greeting before anything else and refuses with `versionMismatch`). Everything after it is TLS.
/// A host that refuses a connection before TLS (it holds too many) sends an `error` frame in its
/// place and closes.
public enum RemotePreface {
    /// What the host's first frame says.
    public enum Opening: Equatable, Sendable {
        /// The preface: TLS follows if the version is the remote's own.
        case version(Int)
        /// The host refused the connection before TLS.
        case refused(RemoteErrorMessage)
    }

    /// The first byte of a TLS handshake record (ContentType 22): how the host tells a TLS client
    /// from a clear-text (version-1) one.
    public static let tlsRecordByte: UInt8 = 0x16

    /// `{"protocolVersion":2,"type":"greeting"}` in a frame.
    public static func frame(version: Int = RemoteProtocol.version) -> Data {
        let payload = Data(#"{"protocolVersion":\#(version),"type":"greeting"}"#.utf8)
        return (try? RemoteFrame.wrap(payload)) ?? Data()
    }

    /// What the host's first frame (`payload`) says: a preface or a refusal.
    /// - Throws: `notAMessage` when it is neither.
    public static func opening(in payload: Data) throws(RemoteProtocolError) -> Opening {
        if case .error(let refusal)? = try? RemoteMessageCoder.decode(payload) { return .refused(refusal) }
        return .version(try version(in: payload))
    }

    /// The version a preface payload announces.
    /// - Throws: `notAMessage` when it is not a greeting with a whole `protocolVersion`.
    public static func version(in payload: Data) throws(RemoteProtocolError) -> Int {
        struct Preface: Decodable {
            var type: String
            var protocolVersion: Int
        }
        guard let preface = try? JSONDecoder().decode(Preface.self, from: payload), preface.type == "greeting" else {
            throw .notAMessage
        }
        return preface.protocolVersion
    }
}
