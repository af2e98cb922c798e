/// The rules a decoded message must follow beyond its JSON shape (docs/PROTOCOL.md "Fields").
extension RemoteMessage {
    func validate() throws(RemoteProtocolError) {
        switch self {
        case .greeting(let g):
            try Self.check(id: g.hostID, field: "hostId")
            try Self.check(name: g.hostName, field: "hostName")
            try g.state.validate(fieldPrefix: "state.")
        case .hello(let h):
            try Self.check(id: h.remoteID, field: "remoteId")
            try Self.check(name: h.remoteName, field: "remoteName")
            try Self.check(presetID: h.state.presetID, field: "state.presetId")
            try Self.check(h.state.params, container: "state.")
        case .welcome(let w):
            try Self.check(id: w.hostID, field: "hostId")
            try Self.check(name: w.hostName, field: "hostName")
        case .error(let e):
            if let seconds = e.retryAfter {
                guard seconds.isFinite else { throw .nonFinite(field: "retryAfter") }
                guard seconds >= 0 && seconds <= 86_400 else {
                    throw .outOfRange(field: "retryAfter", value: seconds, range: 0...86_400)
                }
                guard seconds == seconds.rounded() else {
                    throw .wrongType(field: "retryAfter", expected: "a whole number of seconds")
                }
            }
        case .intent(.jumpTo(let id)):
            try Self.check(presetID: id, field: "presetId")
        case .params(let params):
            try Self.check(params, container: "")
        case .state(let s):
            try s.validate(fieldPrefix: "")
        case .audioFeatures(let f):
            for feature in AudioFeature.allCases {
                let value = f[feature]
                guard value.isFinite else { throw .nonFinite(field: feature.rawValue) }
                guard (0...1).contains(value) else {
                    throw .outOfRange(field: feature.rawValue, value: value, range: 0...1)
                }
            }
        case .intent, .keepAlive, .pake:
            break
        }
    }

    static func check(id: String, field: String) throws(RemoteProtocolError) {
        guard RemoteProtocol.isValidID(id) else {
            throw .wrongType(field: field, expected: "1…\(RemoteProtocol.maxIDLength) characters of A-Z a-z 0-9 - _ .")
        }
    }

    static func check(name: String, field: String) throws(RemoteProtocolError) {
        guard RemoteProtocol.isValidName(name) else {
            throw .wrongType(field: field, expected: "a name of 1…\(RemoteProtocol.maxNameLength) characters")
        }
    }

    static func check(presetID: String?, field: String) throws(RemoteProtocolError) {
        guard let presetID else { return }
        guard PresetID.isValid(presetID) else { throw .wrongType(field: field, expected: "a preset id") }
    }

    static func check(_ params: PresetParams, container: String) throws(RemoteProtocolError) {
        if let problem = PresetValidator.problem(in: params) {
            throw RemoteMessageCoder.map(problem, container: container)
        }
    }
}

extension RemoteHostState {
    func validate(fieldPrefix: String) throws(RemoteProtocolError) {
        try RemoteMessage.check(presetID: presetID, field: fieldPrefix + "presetId")
        if let presetName { try RemoteMessage.check(name: presetName, field: fieldPrefix + "presetName") }
    }
}
