import Foundation

/// The user's XDG base directories (freedesktop.org Base Directory Specification).
public enum XDGDirectories {
    /// `$XDG_DATA_HOME`, or `~/.local/share` when it is unset, empty or relative (the spec says a
    /// relative path is invalid and must be ignored).
    public static func dataHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        baseDirectory("XDG_DATA_HOME", default: ".local/share", environment: environment)
    }

    /// `$variable` when it is an absolute path, else `default` under `$HOME`.
    static func baseDirectory(_ variable: String, default relative: String, environment: [String: String]) -> URL {
        if let value = environment[variable], value.hasPrefix("/") {
            return URL(fileURLWithPath: value, isDirectory: true)
        }
        return URL(fileURLWithPath: home(environment: environment), isDirectory: true)
            .appendingPathComponent(relative, isDirectory: true)
    }

    /// The home folder: `$HOME` when it is set to an absolute path, else the account's (passwd)
    /// home. Foundation's `NSHomeDirectory()` prefers the passwd entry, so on its own it ignores a
    /// `$HOME` that points elsewhere (a test, a sandbox, `HOME=/tmp/x physarum`).
    public static func home(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let home = environment["HOME"], home.hasPrefix("/") { return home }
        return NSHomeDirectory()
    }

    /// Where the user's presets live: `<data home>/physarum/presets`.
    public static func userPresetDirectory(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        dataHome(environment: environment).appendingPathComponent("physarum/presets", isDirectory: true)
    }
}

extension XDGDirectories {
    /// `$XDG_CONFIG_HOME`, or `~/.config` when it is unset, empty or relative.
    public static func configHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        baseDirectory("XDG_CONFIG_HOME", default: ".config", environment: environment)
    }

    /// `$XDG_CACHE_HOME`, or `~/.cache` when it is unset, empty or relative.
    public static func cacheHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        baseDirectory("XDG_CACHE_HOME", default: ".cache", environment: environment)
    }

    /// Where preset thumbnails are cached: `<cache home>/physarum/thumbnails`.
    public static func thumbnailCacheDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        cacheHome(environment: environment).appendingPathComponent("physarum/thumbnails", isDirectory: true)
    }
}

extension XDGDirectories {
    /// `$XDG_STATE_HOME`, or `~/.local/state` when it is unset, empty or relative: state that
    /// should survive a restart but is not worth a backup (the spec's own example: what to restore).
    public static func stateHome(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        baseDirectory("XDG_STATE_HOME", default: ".local/state", environment: environment)
    }

    /// Where unsaved edits are kept between runs: `<state home>/physarum/unsaved`.
    public static func unsavedEditsDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        stateHome(environment: environment).appendingPathComponent("physarum/unsaved", isDirectory: true)
    }
}
