import Foundation

/// The user's Pictures and Videos folders (xdg-user-dirs) and how a path under home is shown.
///
/// Decided here from `$HOME` and `$XDG_CONFIG_HOME/user-dirs.dirs` rather than taken from
/// GLib's `g_get_user_special_dir`: without a user-dirs.dirs, GLib's answer differs between
/// versions (none, or the account's passwd home, ignoring `$HOME`), and snapshots and clips
/// went to a folder the toasts then named differently.
public enum UserFolders {
    /// A special folder captures go to.
    public enum Kind: String, Sendable, CaseIterable {
        case pictures = "PICTURES"
        case videos = "VIDEOS"

        /// The folder's name under home when user-dirs.dirs does not name one (xdg-user-dirs'
        /// own default).
        var defaultName: String { self == .pictures ? "Pictures" : "Videos" }
    }

    /// Where xdg-user-dirs keeps its file: `<config home>/user-dirs.dirs`.
    public static func userDirsFile(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        XDGDirectories.configHome(environment: environment).appendingPathComponent("user-dirs.dirs")
    }

    /// The folder `kind` as user-dirs.dirs (its `contents`) names it, nil when it names none.
    ///
    /// Lines read `XDG_PICTURES_DIR="$HOME/Pictures"` or an absolute path in quotes (the file's
    /// format, xdg-user-dirs(1)); `#` starts a comment; any other value is invalid and ignored.
    public static func named(_ kind: Kind, in contents: String, home: String) -> String? {
        let key = "XDG_\(kind.rawValue)_DIR="
        var found: String?
        for rawLine in contents.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix(key) else { continue }
            let value = line.dropFirst(key.count)
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { continue }
            let path = String(value.dropFirst().dropLast())
            if path == "$HOME" || path.hasPrefix("$HOME/") {
                found = home + path.dropFirst("$HOME".count)
            } else if path.hasPrefix("/") {
                found = path
            }
        }
        return found.map { $0.count > 1 && $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
    }

    /// Where captures of `kind` go: the folder user-dirs.dirs names, else `~/Pictures` or
    /// `~/Videos`, whichever first `isDirectory`; else home itself.
    public static func captureFolder(
        _ kind: Kind, userDirs contents: String?, home: String, isDirectory: (String) -> Bool
    ) -> String {
        let candidates = [contents.flatMap { named(kind, in: $0, home: home) }, home + "/" + kind.defaultName]
        return candidates.compactMap { $0 }.first(where: isDirectory) ?? home
    }

    /// Where captures of `kind` go on this machine (reads user-dirs.dirs and the folders).
    public static func captureFolder(
        _ kind: Kind, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        let contents = try? String(contentsOf: userDirsFile(environment: environment), encoding: .utf8)
        return captureFolder(kind, userDirs: contents, home: XDGDirectories.home(environment: environment)) { path in
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
        }
    }

    /// `path` as the window shows it: under `home` as `~/…`, elsewhere as it is. Every toast
    /// that names a saved file says it this way.
    public static func displayPath(_ path: String, home: String) -> String {
        let base = home.count > 1 && home.hasSuffix("/") ? String(home.dropLast()) : home
        guard base.count > 1 else { return path }
        if path == base { return "~" }
        return path.hasPrefix(base + "/") ? "~" + path.dropFirst(base.count) : path
    }

    /// `path` as the window shows it, under this process's home (`$HOME`).
    public static func displayPath(_ path: String) -> String {
        displayPath(path, home: XDGDirectories.home())
    }
}
