import Foundation

/// Finds the file to run for a command: a path as given, or a bare name on PATH as a shell would.
enum ExecutableLookup {
    static func path(of executable: String) throws -> String {
        if executable.contains("/") {
            guard isExecutableFile(executable) else {
                throw ChildProcessError(message: "\(executable) is not an executable file")
            }
            return executable
        }
        let search = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let found = search.split(separator: ":").map { "\($0)/\(executable)" }
            .first(where: isExecutableFile)
        guard let found else { throw ChildProcessError(message: "\(executable) is not on PATH (\(search))") }
        return found
    }

    /// An executable file, not a directory (whose search bit reads as executable too).
    private static func isExecutableFile(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && !directory.boolValue
            && FileManager.default.isExecutableFile(atPath: path)
    }
}

/// Why a child process could not be started, in words for a test failure.
public struct ChildProcessError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
