import CGtk
import Foundation

/// GtkFileChooserNative: the desktop's open or save dialog (GTK 4.8 has no GtkFileDialog).
@MainActor
public final class FileChooser: Object {
    public enum Mode: Sendable { case open, save }

    /// gtk_file_chooser_native_new; `onResponse` gets the chosen file's path, or nil when cancelled.
    public init(
        title: String, mode: Mode, transientFor parent: Window?, acceptLabel: String,
        onResponse: @escaping @MainActor (String?) -> Void
    ) {
        let action = mode == .open ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE
        let native = gtk_file_chooser_native_new(title, parent?.pointer(GtkWindow.self), action, acceptLabel, nil)
        super.init(wrapping: UnsafeMutableRawPointer(native!))
        gtk_native_dialog_set_modal(pointer(GtkNativeDialog.self), 1)
        let parentWindow = parent?.pointer(GtkWindow.self)
        let handler: @MainActor (Int32) -> Void = { [weak self] response in
            // The keyboard goes back to the window the dialog was for. A window manager does
            // that when the dialog closes; without one (or before it has) the X focus stays on
            // the closed dialog, and the first shortcut pressed after it (Ctrl+R right after a
            // snapshot) reached no window.
            if let parentWindow { giveKeysBack(to: parentWindow) }
            guard let self else { return }
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(self.opaque) {
                path = g_file_get_path(file).map { pointer in
                    defer { g_free(pointer) }
                    return String(cString: pointer)
                }
                g_object_unref(UnsafeMutableRawPointer(file))
            }
            // The dialog GTK made for it stays a (hidden) toplevel until destroyed: one answer each.
            gtk_native_dialog_destroy(self.pointer(GtkNativeDialog.self))
            onResponse(path)
        }
        let trampoline: @convention(c) (gpointer?, Int32, gpointer?) -> Void = { _, response, data in
            let fn = unboxed(data, as: (@MainActor (Int32) -> Void).self)
            MainActor.assumeIsolated { fn(response) }
        }
        connectSignal(raw, "response", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// gtk_file_chooser_set_current_name: the suggested file name (save).
    public func setSuggestedName(_ name: String) { gtk_file_chooser_set_current_name(opaque, name) }

    /// Adds a filter named `name` matching any of `patterns` ("*.json").
    public func addFilter(name: String, patterns: [String]) {
        let filter = gtk_file_filter_new()
        gtk_file_filter_set_name(filter, name)
        for pattern in patterns { gtk_file_filter_add_pattern(filter, pattern) }
        gtk_file_chooser_add_filter(opaque, filter)
        g_object_unref(UnsafeMutableRawPointer(filter))
    }

    /// gtk_file_chooser_set_current_folder: where the dialog starts.
    public func setCurrentFolder(_ path: String) {
        let file = g_file_new_for_path(path)
        _ = gtk_file_chooser_set_current_folder(opaque, file, nil)
        g_object_unref(UnsafeMutableRawPointer(file))
    }

    /// gtk_file_chooser_add_choice: a drop-down of `options` (id, label) in the dialog (the portal
    /// shows it too), starting on the first.
    public func addChoice(id: String, label: String, options: [(id: String, label: String)]) {
        withCStringArray(options.map(\.id)) { ids in
            withCStringArray(options.map(\.label)) { labels in
                gtk_file_chooser_add_choice(opaque, id, label, ids, labels)
            }
        }
        if let first = options.first { gtk_file_chooser_set_choice(opaque, id, first.id) }
    }

    /// gtk_file_chooser_get_choice: the option id chosen for choice `id`.
    public func choice(_ id: String) -> String? {
        gtk_file_chooser_get_choice(opaque, id).map { String(cString: $0) }
    }

    /// gtk_native_dialog_show.
    public func show() { gtk_native_dialog_show(pointer(GtkNativeDialog.self)) }
}

/// Runs `body` with a NULL-terminated C string array (GTK's `const char **`).
private func withCStringArray<R>(_ strings: [String], _ body: (UnsafeMutablePointer<UnsafePointer<CChar>?>) -> R) -> R {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
    return pointers.withUnsafeMutableBufferPointer { body($0.baseAddress!) }
}
