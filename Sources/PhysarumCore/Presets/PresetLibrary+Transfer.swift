import Foundation

/// What `PresetLibrary.importFile` did beyond copying: the adjustments the user should be told about.
public struct PresetImport: Equatable, Sendable {
    /// The preset as stored in the library.
    public var preset: Preset
    /// The id in the file, when it had to change (it was a built-in's id).
    public var originalID: String?
    /// The name in the file, when it had to change (another preset has it).
    public var originalName: String?

    /// One line for the user, e.g. `Imported "Fibers (2)" — a preset named "Fibers" already exists.`
    public var summary: String {
        var reasons: [String] = []
        if let originalName { reasons.append("a preset named “\(originalName)” already exists") }
        if let originalID {
            reasons.append("the id “\(originalID)” belongs to a built-in, so it is now “\(preset.id)”")
        }
        return "Imported “\(preset.name)”" + (reasons.isEmpty ? "" : " — " + reasons.joined(separator: "; ")) + "."
    }
}

// Import and export preset files.
extension PresetLibrary {
    /// Copies the preset file at `url` into the user presets.
    ///
    /// The file is validated first. An id that belongs to a built-in gets a new id (a user preset
    /// never shadows a built-in); a name another preset has gets a ` (2)` suffix; both are reported
    /// in the result. An id that belongs to a user preset is an `.alreadyExists` error unless
    /// `overwrite` is true.
    @discardableResult
    public func importFile(at url: URL, overwrite: Bool = false) throws(PresetError) -> PresetImport {
        var preset = try PresetCoder.read(url)
        var result = PresetImport(preset: preset)
        if builtins.contains(where: { $0.id == preset.id }) {
            result.originalID = preset.id
            preset.id = PresetID.unique(preset.id, taken: takenIDs())
        } else if userFiles[preset.id] != nil && !overwrite {
            throw PresetError(file: url, .alreadyExists(id: preset.id))
        }
        if let clash = presetNamed(preset.name), clash.id != preset.id {
            result.originalName = preset.name
            preset.name = uniqueName(preset.name)
        }
        result.preset = try save(preset, overwrite: overwrite)
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
