import CGtk

/// The user's special folders as GLib knows them (xdg-user-dirs, localised names).
public enum UserDirectories {
    /// g_get_user_special_dir(G_USER_DIRECTORY_PICTURES); nil when unset.
    public static var pictures: String? {
        g_get_user_special_dir(G_USER_DIRECTORY_PICTURES).map { String(cString: $0) }
    }

    /// g_get_user_special_dir(G_USER_DIRECTORY_VIDEOS); nil when unset.
    public static var videos: String? {
        g_get_user_special_dir(G_USER_DIRECTORY_VIDEOS).map { String(cString: $0) }
    }

    /// g_filename_to_uri: a file:// URI for an absolute path.
    public static func fileURI(_ path: String) -> String? {
        guard let uri = g_filename_to_uri(path, nil, nil) else { return nil }
        defer { g_free(uri) }
        return String(cString: uri)
    }
}
