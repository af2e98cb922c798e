import Foundation

/// What `PresetLibrary.importFile` did beyond copying: the adjustments the user should be told about.
public struct PresetImport: Equatable, Sendable {
    /// The preset as stored in the library (the one already there when `wasPresent`).
    public var preset: Preset
    /// The file's preset was in the library already, with the same content: nothing was written.
    public var wasPresent = false
    /// The id in the file, when it had to change: `idOwner` has it.
    public var originalID: String?
    /// The preset that has the file's id (a built-in, or one of the user's with other content),
    /// left as it was: the file came in as a new preset beside it.
    public var idOwner: Preset?
    /// The name in the file, when it had to change (another preset has it).
    public var originalName: String?

    /// One line for the user, e.g. `Imported "Fibers (2)" — a preset named "Fibers" already exists.`
    public var summary: String {
        if wasPresent {
            return preset.isBuiltin
                ? tr("“{preset}” is in the built-in presets already.", ["preset": preset.name])
                : tr("“{preset}” is in your presets already.", ["preset": preset.name])
        }
        if let idOwner, !idOwner.isBuiltin {
            return tr(
                "Imported “{preset}” as a new preset beside your “{other}”, which has other settings.",
                ["preset": preset.name, "other": idOwner.name])
        }
        var reasons: [String] = []
        if let originalName { reasons.append(tr("a preset named “{name}” already exists", ["name": originalName])) }
        if let originalID {
            reasons.append(
                tr("the id “{id}” belongs to a built-in, so it is now “{new}”", ["id": originalID, "new": preset.id]))
        }
        if reasons.isEmpty { return tr("Imported “{preset}”.", ["preset": preset.name]) }
        return tr(
            "Imported “{preset}” — {reasons}.", ["preset": preset.name, "reasons": reasons.joined(separator: "; ")])
    }
}

// Import and export preset files.
extension PresetLibrary {
    /// Copies the preset file at `url` into the user presets.
    ///
    /// The file is validated first. When a preset with the file's id is in the library already:
    /// the same content (`Preset.hasSameContent`) is that preset — nothing is written, the result
    /// says `wasPresent`; other content comes in as a new preset beside it, with a fresh id (a
    /// user preset never shadows a built-in or replaces one of the user's own). A name another
    /// preset has gets a ` (2)` suffix, as a file manager names a copy. Both are in the result.
    @discardableResult
    public func importFile(at url: URL) throws(PresetError) -> PresetImport {
        var preset = try PresetCoder.read(url)
        var result = PresetImport(preset: preset)
        if let existing = self.preset(id: preset.id) {
            if existing.hasSameContent(as: preset) {
                result.preset = existing
                result.wasPresent = true
                return result
            }
            result.originalID = preset.id
            result.idOwner = existing
            preset.id = PresetID.unique(preset.id, taken: takenIDs())
        }
        if presetNamed(preset.name) != nil {
            result.originalName = preset.name
            preset.name = uniqueName(preset.name)
        }
        result.preset = try save(preset)
        return result
    }

    /// Writes the preset `id` (built-in or user) to `url` in the preset file format.
    ///
    /// - Parameter overwrite: replace an existing file; without it that is a `.fileExists` error.
    public func export(id: String, to url: URL, overwrite: Bool = false) throws(PresetError) {
        guard let preset = preset(id: id) else { throw PresetError(file: nil, .notFound(id: id)) }
        try write(preset, to: url, overwrite: overwrite)
    }

    /// `name` if no preset has it, else `name (2)`, `name (3)`, … — the first one free.
    public func uniqueName(_ name: String) -> String {
        let base = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if presetNamed(base) == nil { return base }
        var n = 2
        while presetNamed("\(base) (\(n))") != nil { n += 1 }
        return "\(base) (\(n))"
    }
}

extension Preset {
    /// Whether `other` is this preset as a file holds it: the same name (as stored: trimmed), tag
    /// and parameters (at the precision a file keeps). Id and built-in-ness are not content.
    public func hasSameContent(as other: Preset) -> Bool {
        let trimmed = { (name: String) in name.trimmingCharacters(in: .whitespacesAndNewlines) }
        return trimmed(name) == trimmed(other.name) && tag == other.tag
            && params.roundedForDisplay == other.params.roundedForDisplay
    }
}
