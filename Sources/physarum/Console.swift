import Foundation

/// Writing to stdout and stderr (`print` buffers, and `stderr` is unavailable in Swift 6 mode).
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
