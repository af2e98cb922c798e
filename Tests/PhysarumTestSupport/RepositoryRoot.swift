import Foundation

/// The checkout the tests were built from, for the files they read or run from it (scripts,
/// docs, data, po): found from this file's own place, Tests/PhysarumTestSupport/RepositoryRoot.swift.
public enum RepositoryRoot {
    /// The repository's root folder (where Package.swift is).
    public static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A path inside the repository ("docs/PROTOCOL.md", "data"), not checked.
    public static func appending(_ path: String) -> URL { url.appendingPathComponent(path) }

    /// One of the test scripts in scripts/test/ ("monitor-switch.py", "mdns-sandbox.sh").
    public static func testScript(_ name: String) -> URL { appending("scripts/test/\(name)") }
}
