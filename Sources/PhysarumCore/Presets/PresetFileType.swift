/// Preset files shared between people: their own extension and MIME type, which `make install`
/// registers (Resources/io.github.physarum.Physarum.mime.xml, the desktop file's MimeType=) so
/// a file manager opens them with the app. The library's own files stay `.json`.
public enum PresetFileType {
    /// The extension export writes.
    public static let fileExtension = "physarum"
    /// The MIME type the shared-mime-info package declares for it.
    public static let mimeType = "application/x-physarum-preset"

    /// The file name export suggests for the preset `id`.
    public static func suggestedName(id: String) -> String { "\(id).\(fileExtension)" }

    /// The extensions the app opens as presets: shared files and the library's own `.json`
    /// (the Import dialog's filter and what a drop takes).
    public static let openedExtensions = [fileExtension, "json"]

    /// Whether a file named `fileName` is opened as a preset (by its extension, any case);
    /// anything else dropped on the window is refused as not a preset file.
    public static func isPresetFileName(_ fileName: String) -> Bool {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return false }
        return openedExtensions.contains(fileName[fileName.index(after: dot)...].lowercased())
    }
}
