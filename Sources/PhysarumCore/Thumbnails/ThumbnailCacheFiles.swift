/// The names of the files in the thumbnail cache, and which of them may go. The folder is ours,
/// but anything in it we did not name is left alone (a user's note, another program's file).
public enum ThumbnailCacheFiles {
    /// A cache key: lower-case hex SHA-256 (what GLib's GChecksum gives).
    static let keyLength = 64

    /// The file holding the thumbnail of `key`.
    public static func fileName(forKey key: String) -> String { key + ".png" }

    /// The file a thumbnail is written to before it is renamed into place (one per process).
    public static func partialFileName(forKey key: String, processID: Int32) -> String {
        ".\(fileName(forKey: key)).\(processID).partial"
    }

    /// The key of one of our files (a thumbnail or a partial one); nil for any other name.
    public static func key(ofFileName name: String) -> String? {
        var stem = Substring(name)
        if stem.hasPrefix(".") && stem.hasSuffix(".partial") {
            stem = stem.dropFirst().dropLast(".partial".count)
            guard let dot = stem.lastIndex(of: "."), !stem[stem.index(after: dot)...].isEmpty,
                stem[stem.index(after: dot)...].allSatisfy({ $0.isASCII && $0.isNumber })
            else { return nil }
            stem = stem[..<dot]
        }
        guard stem.hasSuffix(".png") else { return nil }
        let key = stem.dropLast(".png".count)
        guard key.count == keyLength, key.allSatisfy({ ("0"..."9").contains($0) || ("a"..."f").contains($0) })
        else { return nil }
        return String(key)
    }

    /// Of `names` (a listing of the cache folder), ours whose key no preset uses any more: an
    /// edited preset's old picture, a deleted preset's. Files of `keeping` and files not ours stay.
    public static func stale(_ names: [String], keeping keys: Set<String>) -> [String] {
        names.filter { name in key(ofFileName: name).map { !keys.contains($0) } ?? false }
    }
}
