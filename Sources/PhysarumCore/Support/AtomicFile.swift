import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes files so that a reader (or a crash) sees either the old content or the new, never half.
public enum AtomicFile {
    /// Writes `data` to a temporary file beside `url`, then renames it over `url`.
    ///
    /// - Parameter overwrite: when false and `url` exists, nothing is written and
    ///   `CocoaError(.fileWriteFileExists)` is thrown.
    /// - Parameter permissions: the file's mode (`0o600` for secrets), set before the file appears
    ///   under its name; nil keeps the process's default.
    public static func write(_ data: Data, to url: URL, overwrite: Bool, permissions: Int? = nil) throws {
        let fm = FileManager.default
        let directory = url.deletingLastPathComponent()
        try fm.createDirectory(at: directory, withIntermediateDirectories: true)
        if !overwrite && fm.fileExists(atPath: url.path) {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
        }
        // A hidden name in the same directory: rename(2) is only atomic within one file system.
        let nonce = UInt32.random(in: 0...UInt32.max)
        let temp = directory.appendingPathComponent(".\(url.lastPathComponent).\(getpid()).\(nonce).tmp")
        do {
            try data.write(to: temp)
            if let permissions {
                try fm.setAttributes([.posixPermissions: permissions], ofItemAtPath: temp.path)
            }
            if !overwrite && fm.fileExists(atPath: url.path) {
                throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
            }
            guard rename(temp.path, url.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw CocoaError(
                    .fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSLocalizedDescriptionKey: reason])
            }
        } catch {
            try? fm.removeItem(at: temp)
            throw error
        }
    }
}
