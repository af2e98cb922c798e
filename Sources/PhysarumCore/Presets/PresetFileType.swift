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
}
