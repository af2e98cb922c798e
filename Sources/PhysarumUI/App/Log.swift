import Foundation

/// Messages for the terminal (stderr), for what the user also sees in the window.
enum Log {
    static func error(_ text: String) { write("physarum: " + text) }
    static func info(_ text: String) { write(text) }

    private static func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
