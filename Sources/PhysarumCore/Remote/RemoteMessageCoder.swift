import Foundation

/// Turns messages into frame payloads (UTF-8 JSON) and payloads back into validated messages,
/// with an error that names the problem.
public enum RemoteMessageCoder {
    /// The payload of `message`: compact JSON, keys sorted.
    public static func encode(_ message: RemoteMessage) throws(RemoteProtocolError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(message)
        } catch {
            // Only a non-finite number gets here: no valid message contains one.
            throw .nonFinite(field: "\(message.type.rawValue) message")
        }
        guard data.count <= RemoteProtocol.maxFrameLength else { throw .frameTooLarge(length: UInt32(data.count)) }
        return data
    }

    /// The message in `payload`, checked against every rule of docs/PROTOCOL.md except those that
    /// need the host's library (`unknownPreset` is the session's to find).
    public static func decode(_ payload: Data) throws(RemoteProtocolError) -> RemoteMessage {
        guard String(data: payload, encoding: .utf8) != nil else { throw .invalidUTF8 }
        let tree: Any
        do {
            tree = try JSONSerialization.jsonObject(with: payload, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw .invalidJSON(detail: detail ?? error.localizedDescription)
        }
        guard let object = tree as? [String: Any], object["type"] is String else { throw .notAMessage }

        let decoder = JSONDecoder()
        // "NaN"/"Infinity" strings decode to numbers so that validation can name the field.
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        let message: RemoteMessage
        do {
            message = try decoder.decode(RemoteMessage.self, from: payload)
        } catch let error as RemoteProtocolError {
            throw error
        } catch let error as DecodingError {
            throw unreadableInteger(in: object) ?? map(PresetCoder.problem(from: error))
        } catch {
            throw .invalidJSON(detail: "\(error)")
        }
        try message.validate()
        return message
    }

    /// A whole-number parameter no `Int` holds (a fraction, or beyond its range): Foundation
    /// reports those without a path.
    private static func unreadableInteger(in object: [String: Any]) -> RemoteProtocolError? {
        let candidates: [(prefix: String, params: Any?)] = [
            ("", object["params"]),
            ("state.", (object["state"] as? [String: Any])?["params"]),
        ]
        for (prefix, params) in candidates {
            guard let params else { continue }
            if let problem = PresetCoder.unreadableInteger(in: ["params": params]) {
                return map(problem, container: prefix)
            }
        }
        return nil
    }

    /// The remote error for a preset-format problem. Field paths of the preset rules start at
    /// `params`; `container` is what holds that `params` in the message (`""` or `"state."`).
    /// Parameter ids (`species.1.deposit`) are reported as `<container>params.<id>`.
    static func map(_ problem: PresetError.Problem, container: String = "") -> RemoteProtocolError {
        switch problem {
        case .invalidJSON(let detail): .invalidJSON(detail: detail)
        case .missingField(let field): .missingField(container + field)
        case .wrongType(let field, let expected): .wrongType(field: container + field, expected: expected)
        case .wrongCount(let field, let expected, let actual):
            .wrongType(field: container + field, expected: "\(expected) entries, not \(actual)")
        case .outOfRange(let id, let value, let range):
            .outOfRange(field: container + "params." + id, value: value, range: range)
        case .nonFinite(let id): .nonFinite(field: container + "params." + id)
        default: .invalidJSON(detail: problem.message)
        }
    }
}
