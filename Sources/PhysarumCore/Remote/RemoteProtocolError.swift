/// Why a frame, a message or a session step was refused. Every case has a wire code
/// (`RemoteErrorCode`) and a sentence for people (`message`); docs/PROTOCOL.md lists them all.
public enum RemoteProtocolError: Error, Equatable, Sendable {
    // MARK: Framing (the stream cannot continue after these)
    /// A frame header announced a zero-length payload.
    case emptyFrame
    /// A frame header announced more than `RemoteProtocol.maxFrameLength` bytes.
    case frameTooLarge(length: UInt32)

    // MARK: Message content
    /// The payload is not valid UTF-8.
    case invalidUTF8
    /// The payload is not JSON (syntax, nesting deeper than the parser allows, a number too big
    /// for a double).
    case invalidJSON(detail: String)
    /// The JSON is valid but not an object with a string `type`.
    case notAMessage
    /// `type` names no message of this protocol version.
    case unknownType(String)
    /// A required field is absent (`state.params.species[1].deposit`).
    case missingField(String)
    /// A field holds the wrong kind of value, or a string that breaks its rule (an id, a proof).
    case wrongType(field: String, expected: String)
    /// A number is NaN or infinite (sent as the strings `"NaN"` / `"Infinity"`).
    case nonFinite(field: String)
    /// A number lies outside its range.
    case outOfRange(field: String, value: Double, range: ClosedRange<Double>)
    /// A preset id the host does not have.
    case unknownPreset(id: String)
    /// The peer speaks another protocol version.
    case versionMismatch(peer: Int, ours: Int)

    // MARK: Session
    /// A well-formed message that is not allowed at this point of the session.
    case unexpectedMessage(type: String)
    /// Another remote controls the host. Sent before the peer has proved anything, so it names no
    /// one: the controller's name is for paired remotes only.
    case busy
    /// A token proof from a remote the host has no token for (never paired, or forgotten).
    case notPaired
    /// The proof does not match the pairing code or the token.
    case authenticationFailed
    /// Too many wrong proofs: no proof is checked for `retryAfter` seconds.
    case rateLimited(retryAfter: Double)
    /// The peer sent nothing for too long (or never finished the handshake).
    case timeout
}

/// The machine-readable error codes sent in `error` messages (the case names of
/// `RemoteProtocolError`).
public enum RemoteErrorCode: String, CaseIterable, Codable, Sendable {
    case emptyFrame, frameTooLarge, invalidUTF8, invalidJSON, notAMessage, unknownType, missingField,
        wrongType, nonFinite, outOfRange, unknownPreset, versionMismatch, unexpectedMessage, busy,
        notPaired, authenticationFailed, rateLimited, timeout

    /// Whether the session ends with this error. Once a remote controls the host, a message whose
    /// content is refused is dropped and the session goes on; a broken stream, a failed handshake
    /// or a timeout ends it (and before the welcome every error ends the connection).
    public var endsSession: Bool {
        switch self {
        case .invalidUTF8, .invalidJSON, .notAMessage, .unknownType, .missingField, .wrongType, .nonFinite,
            .outOfRange, .unknownPreset, .unexpectedMessage:
            false
        case .emptyFrame, .frameTooLarge, .versionMismatch, .busy, .notPaired, .authenticationFailed,
            .rateLimited, .timeout:
            true
        }
    }
}

extension RemoteProtocolError {
    /// The wire code of this error.
    public var code: RemoteErrorCode {
        switch self {
        case .emptyFrame: .emptyFrame
        case .frameTooLarge: .frameTooLarge
        case .invalidUTF8: .invalidUTF8
        case .invalidJSON: .invalidJSON
        case .notAMessage: .notAMessage
        case .unknownType: .unknownType
        case .missingField: .missingField
        case .wrongType: .wrongType
        case .nonFinite: .nonFinite
        case .outOfRange: .outOfRange
        case .unknownPreset: .unknownPreset
        case .versionMismatch: .versionMismatch
        case .unexpectedMessage: .unexpectedMessage
        case .busy: .busy
        case .notPaired: .notPaired
        case .authenticationFailed: .authenticationFailed
        case .rateLimited: .rateLimited
        case .timeout: .timeout
        }
    }

    /// Whether a controlling session survives this error (see `RemoteErrorCode.endsSession`).
    public var endsSession: Bool { code.endsSession }

    /// A sentence for people (sent as the error message's `reason`).
    public var message: String {
        switch self {
        case .emptyFrame: "a frame announced an empty payload"
        case .frameTooLarge(let length):
            "a frame announced \(length) bytes; the limit is \(RemoteProtocol.maxFrameLength)"
        case .invalidUTF8: "the message is not valid UTF-8"
        case .invalidJSON(let detail): "the message is not valid JSON (\(detail))"
        case .notAMessage: "the message is not a JSON object with a string \"type\""
        case .unknownType(let type): "unknown message type \"\(Self.clip(type))\""
        case .missingField(let field): "the field \"\(field)\" is missing"
        case .wrongType(let field, let expected): "the field \"\(field)\" must be \(expected)"
        case .nonFinite(let field): "\(field) is not a finite number"
        case .outOfRange(let field, let value, let range):
            "\(field) is \(Self.format(value)), outside \(Self.format(range.lowerBound))…\(Self.format(range.upperBound))"
        case .unknownPreset(let id): "this host has no preset \"\(Self.clip(id))\""
        case .versionMismatch(let peer, let ours):
            "the peer speaks protocol version \(peer), this one speaks \(ours): update the older one"
        case .unexpectedMessage(let type): "a \"\(Self.clip(type))\" message is not expected now"
        case .busy: "another remote controls this host"
        case .notPaired: "this host does not know this remote: pair again with the code on its screen"
        case .authenticationFailed: "wrong pairing code or token"
        case .rateLimited(let seconds):
            "too many wrong attempts: try again in \(Int(seconds.rounded(.up))) s"
        case .timeout: "the peer sent nothing for too long"
        }
    }

    /// Peer-supplied text echoed in a reason is cut short so that an error stays small.
    private static func clip(_ text: String) -> String {
        text.count <= 64 ? text : String(text.prefix(64)) + "…"
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
