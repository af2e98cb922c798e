import Foundation

// Save, rename and delete user presets. Built-ins are read-only.
extension PresetLibrary {
    /// A new, unsaved user preset with an id derived from `name` that no preset uses yet.
    public func makePreset(name: String, tag: RGBColor, params: PresetParams) -> Preset {
        Preset(
            id: PresetID.unique(PresetID.slug(from: name), taken: takenIDs()), name: name, tag: tag,
            params: params)
    }

    /// Writes `preset` as a user preset (`<id>.json` in the user directory) and adds it to the library.
    ///
    /// - Parameter overwrite: replace an existing user preset with the same id; without it that
    ///   is an `.alreadyExists` error.
    /// - Returns: the stored preset.
    @discardableResult
    public func save(_ preset: Preset, overwrite: Bool = false) throws(PresetError) -> Preset {
        var stored = preset
        stored.isBuiltin = false
        stored.name = preset.name.trimmingCharacters(in: .whitespacesAndNewlines)
        stored.params = preset.params.roundedForDisplay  // what the file keeps (PresetCoder.encode)
        if builtins.contains(where: { $0.id == stored.id }) {
            throw PresetError(file: nil, .builtinReadOnly(id: stored.id))
        }
        let exists = userFiles[stored.id] != nil
        if exists && !overwrite { throw PresetError(file: userFiles[stored.id], .alreadyExists(id: stored.id)) }
        if let clash = presetNamed(stored.name), clash.id != stored.id {
            throw PresetError(file: nil, .nameTaken(clash.name))
        }
        let url = userFiles[stored.id] ?? userDirectory.appendingPathComponent("\(stored.id).json")
        try write(stored, to: url, overwrite: exists)
        userFiles[stored.id] = url
        userPresets.removeAll { $0.id == stored.id }
        userPresets = Self.sortedByName(userPresets + [stored])
        return stored
    }

    /// Gives a user preset a new name; its id (and file) stay the same.
    @discardableResult
    public func rename(id: String, to newName: String) throws(PresetError) -> Preset {
        var preset = try userPreset(id: id)
        let name = newName.trimmingCharacters(in: .whitespacesAndNewlines)
        if name.isEmpty { throw PresetError(file: userFiles[id], .emptyName) }
        preset.name = name
        return try save(preset, overwrite: true)
    }

    /// Removes a user preset and its file.
    public func delete(id: String) throws(PresetError) {
        _ = try userPreset(id: id)
        guard let url = userFiles[id] else { throw PresetError(file: nil, .notFound(id: id)) }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw PresetError(
                file: url, .io(tr("cannot delete the file: {error}", ["error": error.localizedDescription])))
        }
        userFiles[id] = nil
        userPresets.removeAll { $0.id == id }
    }

    // MARK: - Helpers

    /// The user preset with `id`; a built-in or unknown id is an error.
    func userPreset(id: String) throws(PresetError) -> Preset {
        if builtins.contains(where: { $0.id == id }) { throw PresetError(file: nil, .builtinReadOnly(id: id)) }
        guard let preset = userPresets.first(where: { $0.id == id }) else {
            throw PresetError(file: nil, .notFound(id: id))
        }
        return preset
    }

    /// The preset whose name matches `name`, ignoring case and surrounding white space.
    func presetNamed(_ name: String) -> Preset? {
        let key = Self.nameKey(name)
        return all.first { Self.nameKey($0.name) == key }
    }

    /// The user preset whose name matches `name` as `presetNamed` matches: the one saving under
    /// that name replaces.
    public func userPresetNamed(_ name: String) -> Preset? {
        let key = Self.nameKey(name)
        return userPresets.first { Self.nameKey($0.name) == key }
    }

    /// What two preset names are compared by: case and surrounding white space do not count.
    private static func nameKey(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }

    /// Ids in use: every preset's, plus every file name in the user directory (a skipped bad file
    /// still occupies its name).
    func takenIDs() -> Set<String> {
        var ids = Set(all.map(\.id))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: userDirectory.path)) ?? []
        for name in names where name.hasSuffix(".json") { ids.insert(String(name.dropLast(5))) }
        return ids
    }

    /// Encodes (validating) and writes atomically; maps file errors to `PresetError`.
    func write(_ preset: Preset, to url: URL, overwrite: Bool) throws(PresetError) {
        var data: Data
        do {
            data = try PresetCoder.encode(preset)
        } catch {
            throw PresetError(file: url, error.problem)
        }
        do {
            try AtomicFile.write(data, to: url, overwrite: overwrite)
        } catch let error as CocoaError where error.code == .fileWriteFileExists {
            throw PresetError(file: url, .fileExists)
        } catch {
            throw PresetError(
                file: url, .io(tr("cannot write the file: {error}", ["error": error.localizedDescription])))
        }
    }
}

/// Whether a name is free for a user preset (the save and rename forms ask as the user types).
public enum PresetNameCheck: Equatable, Sendable {
    case free
    case empty
    /// One of the user's presets has the name (ignoring case): saving can replace it.
    case takenByUserPreset(name: String, id: String)
    /// A built-in preset has the name: it cannot be replaced; choose another.
    case takenByBuiltin(name: String)
}

extension PresetLibrary {
    /// Checks `name` for a user preset; `owner` (the preset being renamed) may keep its own name.
    public func checkName(_ name: String, owner: String? = nil) -> PresetNameCheck {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty { return .empty }
        guard let clash = presetNamed(trimmed), clash.id != owner else { return .free }
        return clash.isBuiltin ? .takenByBuiltin(name: clash.name) : .takenByUserPreset(name: clash.name, id: clash.id)
    }
}
