import Foundation

/// The presets the user can choose from: the built-ins shipped in `data/presets/` (read-only) and
/// the user's own in `$XDG_DATA_HOME/physarum/presets/`.
///
/// Files that fail to load are skipped and listed in `loadErrors`; the rest stay usable. Every
/// write is validated first and atomic, so a failed operation never changes a file.
public final class PresetLibrary {
    /// Where the built-ins are read from (nil: none).
    public let builtinDirectory: URL?
    /// Where user presets are read from and written to (created on the first write).
    public let userDirectory: URL

    /// Built-in presets, ordered by id.
    public internal(set) var builtins: [Preset] = []
    /// User presets, ordered by name.
    public internal(set) var userPresets: [Preset] = []
    /// Problems met by the last `reload()`, one per skipped file.
    public internal(set) var loadErrors: [PresetError] = []

    /// The file each user preset was loaded from or saved to, by id.
    var userFiles: [String: URL] = [:]

    public init(builtinDirectory: URL?, userDirectory: URL) {
        self.builtinDirectory = builtinDirectory
        self.userDirectory = userDirectory
        reload()
    }

    /// The library the app uses: built-ins from the data directory, user presets from the XDG dir.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> PresetLibrary {
        PresetLibrary(
            builtinDirectory: DataDirectory.locate(environment: environment)?.appendingPathComponent("presets"),
            userDirectory: XDGDirectories.userPresetDirectory(environment: environment))
    }

    /// Every preset in library order: built-ins first, then the user's.
    public var all: [Preset] { builtins + userPresets }

    /// The preset with `id`, or nil.
    public func preset(id: String) -> Preset? {
        builtins.first { $0.id == id } ?? userPresets.first { $0.id == id }
    }

    /// Re-reads both directories from disk.
    public func reload() {
        var errors: [PresetError] = []
        var taken: Set<String> = []

        var loadedBuiltins: [Preset] = []
        for (url, result) in Self.readDirectory(builtinDirectory) {
            switch result {
            case .failure(let error): errors.append(error)
            case .success(var preset):
                guard taken.insert(preset.id).inserted else {
                    errors.append(PresetError(file: url, .duplicateID(preset.id)))
                    continue
                }
                preset.isBuiltin = true
                // A built-in's name is ours (data/presets, in po/physarum.pot): shown translated.
                preset.name = trContext("preset", preset.name)
                loadedBuiltins.append(preset)
            }
        }

        var loadedUser: [Preset] = []
        var files: [String: URL] = [:]
        for (url, result) in Self.readDirectory(userDirectory) {
            switch result {
            case .failure(let error): errors.append(error)
            case .success(let preset):
                // A user file never shadows a built-in (or another user file) silently.
                guard taken.insert(preset.id).inserted else {
                    errors.append(PresetError(file: url, .duplicateID(preset.id)))
                    continue
                }
                loadedUser.append(preset)
                files[preset.id] = url
            }
        }

        builtins = loadedBuiltins.sorted { $0.id < $1.id }
        userPresets = Self.sortedByName(loadedUser)
        userFiles = files
        loadErrors = errors
    }

    /// Every `*.json` in `directory` (sorted by file name) with its decoded preset or error.
    /// A missing directory is simply empty.
    static func readDirectory(_ directory: URL?) -> [(URL, Result<Preset, PresetError>)] {
        guard let directory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }.sorted().map { name in
            let url = directory.appendingPathComponent(name)
            return (url, Result { () throws(PresetError) in try PresetCoder.read(url) })
        }
    }

    static func sortedByName(_ presets: [Preset]) -> [Preset] {
        presets.sorted {
            let order = $0.name.localizedCaseInsensitiveCompare($1.name)
            return order == .orderedSame ? $0.id < $1.id : order == .orderedAscending
        }
    }
}
