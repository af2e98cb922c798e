import Foundation

/// The environment of a `physarum` a test starts: its user folders (settings, presets, unsaved
/// edits, caches) under a folder of the test's own, the checkout's data, and no system bus, so
/// its Connect menu never browses through the machine's real Avahi daemon.
public enum AppEnvironment {
    /// The XDG variables and the folder each names under the test's home.
    public static let userFolders = [
        ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"),
        ("XDG_CACHE_HOME", "cache"),
    ]
    /// A system bus no daemon listens on.
    public static let noSystemBus = "unix:path=/nonexistent/physarum-test-no-avahi"

    /// `base` with the user's folders under `home`, the data folder and no system bus.
    public static func isolated(
        under home: URL, from base: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String: String] {
        var environment = base
        for (variable, folder) in userFolders { environment[variable] = home.appendingPathComponent(folder).path }
        environment["PHYSARUM_DATA_DIR"] = RepositoryRoot.appending("data").path
        environment["DBUS_SYSTEM_BUS_ADDRESS"] = noSystemBus
        return environment
    }
}
