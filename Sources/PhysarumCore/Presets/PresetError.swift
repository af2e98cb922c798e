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
        /// The file is not a preset file at all (dropped or opened by mistake: a picture, a text).
        case notPresetFile
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
        case .outOfRange(let id, let value, let range): Self.outOfRangeTemplate(id: id, value: value, range: range)
        case .nonFinite(let id):
            (
                trLater("{parameter} is not a finite number"),
                ["parameter": ParamRegistry.descriptor(rawID: id)?.accessibleName ?? id]
            )
        case .invalidID(let id):
            (
                trLater(
                    "\"{id}\" is not a valid preset id (use a-z, 0-9 and -, starting with a letter or digit, at most {max} characters)"
                ), ["id": id, "max": "\(PresetID.maxLength)"]
            )
        case .emptyName: (trLater("the preset name is empty"), [:])
        case .notPresetFile:
            (
                trLater("not a preset file (preset files end in .{extension})"),
                ["extension": PresetFileType.fileExtension]
            )
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

    /// "Agents is 99 999 999, outside 1 000 … 2 000 000": the parameter's label and the values as
    /// the editor shows them (`ParamDescriptor.displayText`), not the file's id and raw numbers.
    static func outOfRangeTemplate(id: String, value: Double, range: ClosedRange<Double>) -> (
        text: String, values: KeyValuePairs<String, String>
    ) {
        guard let descriptor = ParamRegistry.descriptor(rawID: id) else {
            return (
                trLater("{parameter} is {value}, outside {lowest} … {highest}"),
                [
                    "parameter": id, "value": plain(value), "lowest": plain(range.lowerBound),
                    "highest": plain(range.upperBound),
                ]
            )
        }
        let name = descriptor.accessibleName
        // Inside the range, an integer parameter fails only by its fraction, which its display
        // (rounded to a whole number) would hide.
        if range.contains(value) && descriptor.isInteger {
            return (
                trLater("{parameter} must be a whole number, not {value}"), ["parameter": name, "value": plain(value)]
            )
        }
        return (
            trLater("{parameter} is {value}, outside {lowest} … {highest}"),
            [
                "parameter": name, "value": descriptor.displayTextWithUnit(value),
                "lowest": descriptor.displayTextWithUnit(range.lowerBound),
                "highest": descriptor.displayTextWithUnit(range.upperBound),
            ]
        )
    }

    /// A number as written, without a trailing ".0" for whole numbers.
    private static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
