import CGtk

/// File URIs for the desktop (the capture folders themselves are Core's `UserFolders`).
public enum UserDirectories {
    /// g_filename_to_uri: a file:// URI for an absolute path.
    public static func fileURI(_ path: String) -> String? {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }
}
