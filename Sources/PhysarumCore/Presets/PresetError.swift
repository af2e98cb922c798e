import Foundation

/// Why a preset file or library operation failed, and which file it was about.
public struct PresetError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// What went wrong, independent of the file.
    public enum Problem: Error, Equatable, Sendable {
        /// The bytes are not JSON (truncated, a bare `NaN`, a stray comma …).
        case invalidJSON(detail: String)
        /// A required field is absent (`params.species[1].deposit`).
        case missingField(String)
        /// A field holds the wrong kind of value (a string where a number belongs, `null`, a bad colour).
        case wrongType(field: String, expected: String)
        /// An array has the wrong length (`species` needs exactly 3).
        case wrongCount(field: String, expected: Int, actual: Int)
        /// A parameter lies outside its descriptor's range (or is fractional where integers are required).
        case outOfRange(id: String, value: Double, range: ClosedRange<Double>)
        /// A parameter is NaN or infinite.
        case nonFinite(id: String)
        /// The id is not a well-formed preset id (see `PresetID`).
        case invalidID(String)
        /// The name is empty or only white space.
        case emptyName
        /// The file was written by a newer version of the app.
        case unsupportedVersion(Int)
        /// Two files claim the same id, or a user file claims a built-in's id.
        case duplicateID(String)
        /// A user preset with this id already exists and overwriting was not asked for.
        case alreadyExists(id: String)
        /// The target file exists and overwriting was not asked for.
        case fileExists
        /// Another preset already has this name.
        case nameTaken(String)
        /// No preset has this id.
        case notFound(id: String)
        /// Built-in presets cannot be changed or deleted.
        case builtinReadOnly(id: String)
        /// Reading or writing the file failed.
        case io(String)
    }

    /// The file concerned, when there is one.
    public var file: URL?
    public var problem: Problem

    public init(file: URL?, _ problem: Problem) {
        self.file = file
        self.problem = problem
    }

    public var description: String {
        guard let file else { return problem.message }
        return "\(file.path): \(problem.message)"
    }

    public var errorDescription: String? { description }

    /// What the window says: the file's name (not its path), one quoting style (“…”), no raw
    /// parser text; `description` keeps the details for stderr.
    public var userMessage: String {
        var text = problem.localizedMessage
        if case .invalidJSON = problem { text = tr("not a valid preset file (its JSON cannot be read)") }
        text = Self.curlyQuoted(text)
        guard let file else { return text.prefix(1).uppercased() + text.dropFirst() + "." }
        return tr("“{file}”: {problem}.", ["file": file.lastPathComponent, "problem": text])
    }

    /// Straight double quotes as opening and closing typographic ones.
    static func curlyQuoted(_ text: String) -> String {
        var opening = true
        return String(
            text.map { character in
                guard character == "\"" else { return character }
                defer { opening.toggle() }
                return opening ? "“" : "”"
            })
    }
}

extension PresetError.Problem {
    /// A sentence in English (stderr, logs).
    public var message: String { Localization.fill(template.text, template.values) }

    /// The sentence in the user's language.
    public var localizedMessage: String { Localization.fill(tr(template.text), template.values) }

    /// The sentence's msgid and what fills its placeholders.
    private var template: (text: String, values: KeyValuePairs<String, String>) {
        switch self {
        case .invalidJSON(let detail): (trLater("not a valid JSON preset file ({detail})"), ["detail": detail])
        case .missingField(let field): (trLater("the field \"{field}\" is missing"), ["field": field])
        case .wrongType(let field, let expected):
            (trLater("the field \"{field}\" must be {expected}"), ["field": field, "expected": expected])
        case .wrongCount(let field, let expected, let actual):
            (
                trLater("\"{field}\" must have {expected} entries, not {actual}"),
                ["field": field, "expected": "\(expected)", "actual": "\(actual)"]
            )
        case .outOfRange(let id, let value, let range):
            (
                ParamRegistry.descriptor(rawID: id)?.isInteger == true
                    ? trLater("{id} is {value}, outside {min}…{max} or not a whole number")
                    : trLater("{id} is {value}, outside {min}…{max}"),
                [
                    "id": id, "value": Self.format(value), "min": Self.format(range.lowerBound),
                    "max": Self.format(range.upperBound),
                ]
            )
        case .nonFinite(let id): (trLater("{id} is not a finite number"), ["id": id])
        case .invalidID(let id):
            (
                trLater(
                    "\"{id}\" is not a valid preset id (use a-z, 0-9 and -, starting with a letter or digit, at most {max} characters)"
                ), ["id": id, "max": "\(PresetID.maxLength)"]
            )
        case .emptyName: (trLater("the preset name is empty"), [:])
        case .unsupportedVersion(let version):
            (
                trLater("written by a newer Physarum (format {version}; this one reads up to {supported})"),
                ["version": "\(version)", "supported": "\(Preset.formatVersion)"]
            )
        case .duplicateID(let id): (trLater("another preset already has the id \"{id}\""), ["id": id])
        case .alreadyExists(let id): (trLater("a preset with the id \"{id}\" already exists"), ["id": id])
        case .fileExists: (trLater("the file already exists"), [:])
        case .nameTaken(let name): (trLater("a preset named \"{name}\" already exists"), ["name": name])
        case .notFound(let id): (trLater("there is no preset \"{id}\""), ["id": id])
        case .builtinReadOnly(let id): (trLater("\"{id}\" is a built-in preset and cannot be changed"), ["id": id])
        // Already a sentence from the system (its own language) or a templated io message.
        case .io(let detail): ("{detail}", ["detail": detail])
        }
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
