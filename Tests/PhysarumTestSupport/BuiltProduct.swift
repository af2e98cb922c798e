import Foundation

/// An executable SwiftPM built beside the tests (`physarum`, the network probe). `swift test`
/// builds every product first, so a missing one is a failure, not a skip.
public enum BuiltProduct {
    /// The URL of `name` beside the test bundle that holds `type`: on Linux the bundle URL is the
    /// build directory itself (.build/<triple>/debug), elsewhere the .xctest bundle inside it.
    public static func url(_ name: String, besideBundleOf type: AnyClass) throws -> URL {
        let bundle = Bundle(for: type).bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent()].map { $0.appendingPathComponent(name) }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw ChildProcessError(message: "\(name) is not built beside \(bundle.path); run `swift build` first")
        }
        return found
    }
}
