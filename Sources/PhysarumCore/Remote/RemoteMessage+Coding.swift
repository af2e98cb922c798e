import Foundation

/// JSON field names: `type` plus each message's own (docs/PROTOCOL.md).
struct RemoteWireKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension RemoteMessage: Encodable {
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: RemoteWireKey.self)
        try c.encode(type.rawValue, forKey: RemoteWireKey("type"))
        switch self {
        case .greeting(let g):
            try c.encode(g.protocolVersion, forKey: RemoteWireKey("protocolVersion"))
            try c.encode(g.hostID, forKey: RemoteWireKey("hostId"))
            try c.encode(g.hostName, forKey: RemoteWireKey("hostName"))
            try c.encode(g.state, forKey: RemoteWireKey("state"))
        case .hello(let h):
            try c.encode(h.protocolVersion, forKey: RemoteWireKey("protocolVersion"))
            try c.encode(h.remoteID, forKey: RemoteWireKey("remoteId"))
            try c.encode(h.remoteName, forKey: RemoteWireKey("remoteName"))
            try c.encode(h.method.rawValue, forKey: RemoteWireKey("auth"))
            try c.encode(h.state, forKey: RemoteWireKey("state"))
        case .pake(let step):
            try c.encode(step.name, forKey: RemoteWireKey("step"))
            switch step {
            case .challenge(let salt, let hostKey):
                try c.encode(RemoteAuth.hex(salt), forKey: RemoteWireKey("salt"))
                try c.encode(RemoteAuth.hex(hostKey), forKey: RemoteWireKey("hostKey"))
            case .response(let remoteKey, let confirmation):
                try c.encode(RemoteAuth.hex(remoteKey), forKey: RemoteWireKey("remoteKey"))
                try c.encode(RemoteAuth.hex(confirmation), forKey: RemoteWireKey("confirmation"))
            case .confirm(let confirmation):
                try c.encode(RemoteAuth.hex(confirmation), forKey: RemoteWireKey("confirmation"))
            }
        case .welcome(let w):
            try c.encode(w.hostID, forKey: RemoteWireKey("hostId"))
            try c.encode(w.hostName, forKey: RemoteWireKey("hostName"))
        case .error(let e):
            try c.encode(e.code.rawValue, forKey: RemoteWireKey("code"))
            try c.encode(e.reason, forKey: RemoteWireKey("reason"))
            try c.encodeIfPresent(e.retryAfter, forKey: RemoteWireKey("retryAfter"))
        case .intent(let intent):
            try c.encode(intent.name, forKey: RemoteWireKey("intent"))
            switch intent {
            case .next, .previous: break
            case .jumpTo(let id): try c.encode(id, forKey: RemoteWireKey("presetId"))
            case .setCycling(let on): try c.encode(on, forKey: RemoteWireKey("cycling"))
            }
        case .params(let params):
            try c.encode(params, forKey: RemoteWireKey("params"))
        case .state(let s):
            try s.encodeFields(into: &c)
        case .audioFeatures(let f):
            for feature in AudioFeature.allCases { try c.encode(f[feature], forKey: RemoteWireKey(feature.rawValue)) }
        case .keepAlive:
            break
        }
    }
}

extension RemoteMessage: Decodable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: RemoteWireKey.self)
        let typeName = try c.decode(String.self, forKey: RemoteWireKey("type"))
        guard let type = RemoteMessageType(rawValue: typeName) else {
            throw RemoteProtocolError.unknownType(typeName)
        }
        switch type {
        case .greeting:
            let version = try Self.checkedVersion(c)
            self = .greeting(
                RemoteGreeting(
                    protocolVersion: version,
                    hostID: try c.decode(String.self, forKey: RemoteWireKey("hostId")),
                    hostName: try c.decode(String.self, forKey: RemoteWireKey("hostName")),
                    state: try c.decode(RemoteHostState.self, forKey: RemoteWireKey("state"))))
        case .hello:
            let version = try Self.checkedVersion(c)
            let methodName = try c.decode(String.self, forKey: RemoteWireKey("auth"))
            guard let method = RemoteAuthMethod(rawValue: methodName) else {
                throw RemoteProtocolError.wrongType(field: "auth", expected: "\"code\" or \"certificate\"")
            }
            self = .hello(
                RemoteHello(
                    protocolVersion: version,
                    remoteID: try c.decode(String.self, forKey: RemoteWireKey("remoteId")),
                    remoteName: try c.decode(String.self, forKey: RemoteWireKey("remoteName")),
                    method: method,
                    state: try c.decode(RemoteSessionState.self, forKey: RemoteWireKey("state"))))
        case .pake:
            self = .pake(try Self.decodePAKE(c))
        case .welcome:
            self = .welcome(
                RemoteWelcome(
                    hostID: try c.decode(String.self, forKey: RemoteWireKey("hostId")),
                    hostName: try c.decode(String.self, forKey: RemoteWireKey("hostName"))))
        case .error:
            let codeName = try c.decode(String.self, forKey: RemoteWireKey("code"))
            guard let code = RemoteErrorCode(rawValue: codeName) else {
                throw RemoteProtocolError.wrongType(field: "code", expected: "an error code of docs/PROTOCOL.md")
            }
            self = .error(
                RemoteErrorMessage(
                    code: code, reason: try c.decode(String.self, forKey: RemoteWireKey("reason")),
                    retryAfter: try c.decodeIfPresent(Double.self, forKey: RemoteWireKey("retryAfter"))))
        case .intent:
            self = .intent(try Self.decodeIntent(c))
        case .params:
            self = .params(try c.decode(PresetParams.self, forKey: RemoteWireKey("params")))
        case .state:
            self = .state(try RemoteHostState(fieldsOf: c))
        case .audioFeatures:
            var features = AudioFeatures.silent
            for feature in AudioFeature.allCases {
                features[feature] = try c.decode(Double.self, forKey: RemoteWireKey(feature.rawValue))
            }
            self = .audioFeatures(features)
        case .keepAlive:
            self = .keepAlive
        }
    }

    /// Reads `protocolVersion` before anything else: a peer of another version may send other fields.
    private static func checkedVersion(_ c: KeyedDecodingContainer<RemoteWireKey>) throws -> Int {
        let version = try c.decode(Int.self, forKey: RemoteWireKey("protocolVersion"))
        guard version == RemoteProtocol.version else {
            throw RemoteProtocolError.versionMismatch(peer: version, ours: RemoteProtocol.version)
        }
        return version
    }

    private static func decodePAKE(_ c: KeyedDecodingContainer<RemoteWireKey>) throws -> RemotePAKEStep {
        func bytes(_ field: String, count: Int) throws -> [UInt8] {
            let text = try c.decode(String.self, forKey: RemoteWireKey(field))
            guard let bytes = RemoteAuth.bytes(hex: text), bytes.count == count else {
                throw RemoteProtocolError.wrongType(field: field, expected: "\(count * 2) lowercase hex digits")
            }
            return bytes
        }
        let keyLength = RemoteProtocol.pakePublicKeyLength
        let macLength = RemoteProtocol.pakeConfirmationLength
        switch try c.decode(String.self, forKey: RemoteWireKey("step")) {
        case "challenge":
            return .challenge(
                salt: try bytes("salt", count: RemoteProtocol.pakeSaltLength),
                hostKey: try bytes("hostKey", count: keyLength))
        case "response":
            return .response(
                remoteKey: try bytes("remoteKey", count: keyLength),
                confirmation: try bytes("confirmation", count: macLength))
        case "confirm":
            return .confirm(confirmation: try bytes("confirmation", count: macLength))
        default:
            throw RemoteProtocolError.wrongType(field: "step", expected: "\"challenge\", \"response\" or \"confirm\"")
        }
    }

    private static func decodeIntent(_ c: KeyedDecodingContainer<RemoteWireKey>) throws -> RemoteIntent {
        switch try c.decode(String.self, forKey: RemoteWireKey("intent")) {
        case "next": return .next
        case "previous": return .previous
        case "jumpTo": return .jumpTo(presetID: try c.decode(String.self, forKey: RemoteWireKey("presetId")))
        case "setCycling": return .setCycling(try c.decode(Bool.self, forKey: RemoteWireKey("cycling")))
        default:
            throw RemoteProtocolError.wrongType(
                field: "intent", expected: "\"next\", \"previous\", \"jumpTo\" or \"setCycling\"")
        }
    }
}

extension RemoteHostState: Codable {
    public init(from decoder: Decoder) throws {
        try self.init(fieldsOf: decoder.container(keyedBy: RemoteWireKey.self))
    }

    init(fieldsOf c: KeyedDecodingContainer<RemoteWireKey>) throws {
        presetID = try c.decodeIfPresent(String.self, forKey: RemoteWireKey("presetId"))
        presetName = try c.decodeIfPresent(String.self, forKey: RemoteWireKey("presetName"))
        cycling = try c.decode(Bool.self, forKey: RemoteWireKey("cycling"))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: RemoteWireKey.self)
        try encodeFields(into: &c)
    }

    func encodeFields(into c: inout KeyedEncodingContainer<RemoteWireKey>) throws {
        try c.encodeIfPresent(presetID, forKey: RemoteWireKey("presetId"))
        try c.encodeIfPresent(presetName, forKey: RemoteWireKey("presetName"))
        try c.encode(cycling, forKey: RemoteWireKey("cycling"))
    }
}

extension RemoteSessionState: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: RemoteWireKey.self)
        presetID = try c.decodeIfPresent(String.self, forKey: RemoteWireKey("presetId"))
        params = try c.decode(PresetParams.self, forKey: RemoteWireKey("params"))
        cycling = try c.decode(Bool.self, forKey: RemoteWireKey("cycling"))
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: RemoteWireKey.self)
        try c.encodeIfPresent(presetID, forKey: RemoteWireKey("presetId"))
        try c.encode(params, forKey: RemoteWireKey("params"))
        try c.encode(cycling, forKey: RemoteWireKey("cycling"))
    }
}
