import Foundation

/// Finds the read-only data directory (help texts, built-in presets).
///
/// Order: `$PHYSARUM_DATA_DIR`; `<prefix>/share/physarum` beside an installed executable; a
/// `data/` folder above the executable (a development build in `.build/…`); the source tree.
public enum DataDirectory {
    /// The file that marks a directory as ours.
    static let marker = "param-help.tsv"

    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        candidates(environment: environment).first { isDataDirectory($0) }
    }

    static func candidates(environment: [String: String]) -> [URL] {
        var list: [URL] = []
        if let dir = environment["PHYSARUM_DATA_DIR"], !dir.isEmpty {
            list.append(URL(fileURLWithPath: dir))
        }
        let exe = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        var dir = exe.deletingLastPathComponent()
        list.append(dir.appendingPathComponent("../share/physarum").standardized)
        for _ in 0..<6 {
            list.append(dir.appendingPathComponent("data"))
            dir = dir.deletingLastPathComponent()
        }
        // Sources/PhysarumCore/Support/DataDirectory.swift → repository root.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        list.append(root.appendingPathComponent("data"))
        return list
    }

    static func isDataDirectory(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent(marker).path)
    }
}
