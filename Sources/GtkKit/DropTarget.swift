import CGtk
import CGtkShim

/// GtkDropTarget for files (GdkFileList): what a file manager drops onto a widget. While a drag
/// with files hovers it, GTK marks the widget `:drop(active)` (the theme's drop highlight).
@MainActor
public final class DropTarget: EventController {
    /// Gets the dropped files' local paths and where they landed; returns whether it took them.
    public typealias FilesHandler = @MainActor (_ paths: [String], _ x: Double, _ y: Double) -> Bool

    /// gtk_drop_target_new(GDK_TYPE_FILE_LIST, GDK_ACTION_COPY): files are copied in, never moved.
    public init() {
        super.init(wrapping: UnsafeMutableRawPointer(gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY)))
    }

    /// "drop" with the files' paths (a file with no local path, say on a remote share that is
    /// not mounted, is left out).
    public func onDropFiles(_ handler: @escaping FilesHandler) {
        let trampoline: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = {
            _, value, x, y, data in
            let fn = unboxed(data, as: FilesHandler.self)
            let paths = filePaths(in: value)
            return MainActor.assumeIsolated { fn(paths, x, y) } ? 1 : 0
        }
        connectSignal(raw, "drop", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Emits "drop" with a GdkFileList of `paths`, the value GTK hands over when a file manager
    /// drops them (tests; a real drag also needs a drag source). Returns the handler's answer.
    @discardableResult
    public func drop(paths: [String], x: Double = 0, y: Double = 0) -> Bool {
        var files: [OpaquePointer?] = paths.map { g_file_new_for_path($0) }
        defer { files.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        var value = GValue()
        g_value_init(&value, gdk_file_list_get_type())
        defer { g_value_unset(&value) }
        let list = files.withUnsafeMutableBufferPointer {
            gdk_file_list_new_from_array($0.baseAddress, gsize($0.count))
        }
        g_value_take_boxed(&value, UnsafeRawPointer(list))
        return physarum_signal_emit_value_double_double(raw, "drop", &value, x, y) != 0
    }
}

/// The local paths of the files a GdkFileList value holds.
private func filePaths(in value: UnsafePointer<GValue>?) -> [String] {
    guard let value, let list = g_value_get_boxed(value) else { return [] }
    let files = gdk_file_list_get_files(OpaquePointer(list))
    defer { g_slist_free(files) }
    var paths: [String] = []
    var node = files
    while let current = node {
        if let path = g_file_get_path(OpaquePointer(current.pointee.data)) {
            paths.append(String(cString: path))
            g_free(path)
        }
        node = current.pointee.next
    }
    return paths
}
