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
    /// A certificate hello from a remote id the host has no pin for (never paired, or forgotten).
    case notPaired
    /// The pairing failed: a wrong code, or key confirmations that disagree (a relay in between).
    case authenticationFailed
    /// A remote id the host pinned another certificate for: not the remote it paired with.
    case certificateChanged
    /// Too many wrong proofs: no proof is checked for `retryAfter` seconds.
    case rateLimited(retryAfter: Double)
    /// The peer sent nothing for too long (or never finished the handshake).
    case timeout
    /// Too many connections wait for their handshake: this one, among the oldest, made room.
    case tooManyConnections
    /// Features faster than `RemoteListening.messagesPerSecond` a second: this one was dropped.
    case tooFast
}

/// The machine-readable error codes sent in `error` messages (the case names of
/// `RemoteProtocolError`).
public enum RemoteErrorCode: String, CaseIterable, Codable, Sendable {
    case emptyFrame, frameTooLarge, invalidUTF8, invalidJSON, notAMessage, unknownType, missingField,
        wrongType, nonFinite, outOfRange, unknownPreset, versionMismatch, unexpectedMessage, busy,
        notPaired, authenticationFailed, certificateChanged, rateLimited, timeout, tooManyConnections, tooFast

    /// Whether the session ends with this error. Once a remote controls the host, a message whose
    /// content is refused is dropped and the session goes on; a broken stream, a failed handshake
    /// or a timeout ends it (and before the welcome every error ends the connection).
    public var endsSession: Bool {
        switch self {
        case .invalidUTF8, .invalidJSON, .notAMessage, .unknownType, .missingField, .wrongType, .nonFinite,
            .outOfRange, .unknownPreset, .unexpectedMessage, .tooFast:
            false
        case .emptyFrame, .frameTooLarge, .versionMismatch, .busy, .notPaired, .authenticationFailed,
            .certificateChanged, .rateLimited, .timeout, .tooManyConnections:
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
        case .certificateChanged: .certificateChanged
        case .rateLimited: .rateLimited
        case .timeout: .timeout
        case .tooManyConnections: .tooManyConnections
        case .tooFast: .tooFast
        }
    }

    /// Whether a controlling session survives this error (see `RemoteErrorCode.endsSession`).
    public var endsSession: Bool { code.endsSession }

    /// A sentence for people in English (sent as the error message's `reason`: the wire's
    /// language, whatever the peers speak).
    public var message: String { Localization.fill(template.text, template.values) }

    /// The sentence in the user's language, for this side's own window.
    public var localizedMessage: String { Localization.fill(tr(template.text), template.values) }

    /// The sentence's msgid and what fills its placeholders.
    private var template: (text: String, values: KeyValuePairs<String, String>) {
        switch self {
        case .emptyFrame: (trLater("a frame announced an empty payload"), [:])
        case .frameTooLarge(let length):
            (
                trLater("a frame announced {length} bytes; the limit is {limit}"),
                ["length": "\(length)", "limit": "\(RemoteProtocol.maxFrameLength)"]
            )
        case .invalidUTF8: (trLater("the message is not valid UTF-8"), [:])
        case .invalidJSON(let detail): (trLater("the message is not valid JSON ({detail})"), ["detail": detail])
        case .notAMessage: (trLater("the message is not a JSON object with a string \"type\""), [:])
        case .unknownType(let type): (trLater("unknown message type \"{type}\""), ["type": Self.clip(type)])
        case .missingField(let field): (trLater("the field \"{field}\" is missing"), ["field": field])
        case .wrongType(let field, let expected):
            (trLater("the field \"{field}\" must be {expected}"), ["field": field, "expected": expected])
        case .nonFinite(let field): (trLater("{field} is not a finite number"), ["field": field])
        case .outOfRange(let field, let value, let range):
            (
                trLater("{field} is {value}, outside {min}…{max}"),
                [
                    "field": field, "value": Self.format(value), "min": Self.format(range.lowerBound),
                    "max": Self.format(range.upperBound),
                ]
            )
        case .unknownPreset(let id): (trLater("this host has no preset \"{id}\""), ["id": Self.clip(id)])
        case .versionMismatch(let peer, let ours):
            (
                trLater("the peer speaks protocol version {peer}, this one speaks {ours}: update the older one"),
                ["peer": "\(peer)", "ours": "\(ours)"]
            )
        case .unexpectedMessage(let type):
            (trLater("a \"{type}\" message is not expected now"), ["type": Self.clip(type)])
        case .busy: (trLater("another remote controls this host"), [:])
        case .notPaired: (trLater("this host does not know this remote: pair again with the code on its screen"), [:])
        case .authenticationFailed: (trLater("the pairing failed: wrong code, or something between the two"), [:])
        case .certificateChanged:
            (
                trLater(
                    "this host paired with a remote of this id that had another key: forget it on the host to pair again"
                ),
                [:]
            )
        case .rateLimited(let seconds):
            (
                trLater("too many wrong attempts: try again in {seconds} s"),
                ["seconds": "\(Int(seconds.rounded(.up)))"]
            )
        case .timeout: (trLater("the peer sent nothing for too long"), [:])
        case .tooManyConnections:
            (trLater("too many connections are waiting at this host: this one was the oldest; connect again"), [:])
        case .tooFast:
            (
                trLater("more than {limit} features messages a second: this one was dropped"),
                ["limit": "\(Int(RemoteListening.messagesPerSecond))"]
            )
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
