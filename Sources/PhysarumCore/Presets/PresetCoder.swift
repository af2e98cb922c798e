import Foundation

/// Turns preset files into validated `Preset`s and back, with errors that name the file and field.
public enum PresetCoder {
    /// Decodes and validates a preset file's bytes.
    ///
    /// - Parameter file: only used to name the file in errors.
    /// - Throws: `PresetError` with the first problem found.
    public static func decode(_ data: Data, file: URL? = nil) throws(PresetError) -> Preset {
        let decoder = JSONDecoder()
        // Strings "NaN"/"Infinity" decode to numbers so that validation can name the parameter;
        // a bare NaN token is not JSON and is reported as invalid JSON.
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        // Parse once without types first: its errors say where the syntax breaks.
        let tree: Any
        do {
            tree = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw PresetError(file: file, .invalidJSON(detail: detail ?? error.localizedDescription))
        }
        let preset: Preset
        do {
            preset = try decoder.decode(Preset.self, from: data)
        } catch let problem as PresetError.Problem {
            throw PresetError(file: file, problem)
        } catch let error as DecodingError {
            throw PresetError(file: file, unreadableInteger(in: tree) ?? problem(from: error))
        } catch {
            throw PresetError(file: file, .invalidJSON(detail: "\(error)"))
        }
        if let problem = PresetValidator.problem(in: preset) {
            throw PresetError(file: file, problem)
        }
        return preset
    }

    /// Reads, decodes and validates the preset file at `url`.
    public static func read(_ url: URL) throws(PresetError) -> Preset {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PresetError(
                file: url, .io(tr("cannot read the file: {error}", ["error": error.localizedDescription])))
        }
        return try decode(data, file: url)
    }

    /// The file bytes for `preset`: pretty-printed, keys sorted, a final newline, values at the
    /// precision the editor shows (`4.59`, not `4.590747330960855`).
    ///
    /// - Throws: `PresetError` if the preset is not valid (nothing invalid is ever written).
    public static func encode(_ original: Preset) throws(PresetError) -> Data {
        var preset = original
        preset.params = original.params.roundedForDisplay
        if let problem = PresetValidator.problem(in: preset) { throw PresetError(file: nil, problem) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            var data = try encoder.encode(preset)
            data.append(0x0A)
            return data
        } catch {
            throw PresetError(file: nil, .io(tr("cannot encode the preset: {error}", ["error": "\(error)"])))
        }
    }

    /// Maps Foundation's decoding errors to a problem that names the field.
    static func problem(from error: DecodingError) -> PresetError.Problem {
        switch error {
        case .keyNotFound(let key, let context):
            return .missingField(path(context.codingPath + [key]))
        case .typeMismatch(let type, let context):
            return .wrongType(field: path(context.codingPath), expected: describe(type))
        case .valueNotFound(let type, let context):
            return .wrongType(field: path(context.codingPath), expected: describe(type))
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                let detail = (context.underlyingError as NSError?)?.localizedDescription ?? context.debugDescription
                return .invalidJSON(detail: detail)
            }
            return .wrongType(field: path(context.codingPath), expected: expectation(for: context))
        @unknown default:
            return .invalidJSON(detail: "\(error)")
        }
    }

    /// An integer parameter no `Int` holds: a fraction, or a whole number beyond `Int`'s range
    /// (Foundation reports both without a field path).
    static func unreadableInteger(in tree: Any) -> PresetError.Problem? {
        guard let params = (tree as? [String: Any])?["params"] as? [String: Any] else { return nil }
        for descriptor in ParamRegistry.all where descriptor.isInteger {
            guard let number = params[descriptor.id.rawValue] as? NSNumber, !(number is Bool) else { continue }
            let value = number.doubleValue
            if value != value.rounded() {
                return .wrongType(field: "params." + descriptor.id.rawValue, expected: "a whole number")
            }
            // 2^63 and Int.max are the same Double: the digits tell them apart.
            if abs(value) >= 0x1p63 && Int(number.stringValue) == nil {
                return .outOfRange(id: descriptor.id.rawValue, value: value, range: descriptor.range)
            }
        }
        return nil
    }

    /// `params.species[1].deposit` from a coding path.
    static func path(_ keys: [CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text.isEmpty ? "(top level)" : text
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Double.Type, is Float.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "a \(type)"
        }
    }

    /// What a field with corrupt data should have held, from the last key of its path.
    private static func expectation(for context: DecodingError.Context) -> String {
        let last = context.codingPath.last?.stringValue ?? ""
        if last == "tag" || context.codingPath.contains(where: { $0.stringValue == "colors" }) {
            return "a \"#rrggbb\" colour"
        }
        if last == "spawnPattern" { return "one of " + SpawnPattern.allCases.map(\.rawValue).joined(separator: ", ") }
        if last == "blendMode" { return "one of " + BlendMode.allCases.map(\.rawValue).joined(separator: ", ") }
        return "a valid value (\(context.debugDescription))"
    }
}
