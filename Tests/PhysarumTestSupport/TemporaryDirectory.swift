import Foundation

/// A folder of one test's own under the system's temporary directory, made at once, and removed
/// with everything in it by `remove()` (from the test's teardown).
public struct TemporaryDirectory: Sendable {
    public let url: URL

    /// Makes `physarum-<purpose>-<UUID>`: a unique name, so tests that run at once never share one.
    public init(_ purpose: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "physarum-\(purpose)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Makes one as `init(_:)` does and hands its removal to `teardown`: a test passes its
    /// `addTeardownBlock`, so the folder goes when the test ends (this target has no XCTest).
    public init(_ purpose: String, removedBy teardown: (@escaping () -> Void) -> Void) throws {
        try self.init(purpose)
        let folder = self
        teardown { folder.remove() }
    }

    /// A path inside the folder (not created).
    public func appending(_ path: String) -> URL { url.appendingPathComponent(path) }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}
