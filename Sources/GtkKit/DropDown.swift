import CGtk

/// GtkDropDown over a fixed list of strings.
@MainActor
public final class DropDown: Widget {
    /// gtk_drop_down_new_from_strings.
    public init(items: [String]) {
        let copies = items.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        var pointers: [UnsafePointer<CChar>?] = copies.map { UnsafePointer($0) } + [nil]
        super.init(gtk_drop_down_new_from_strings(&pointers))
    }

    /// gtk_drop_down_get/set_selected (the index).
    public var selected: Int {
        get { Int(gtk_drop_down_get_selected(opaque)) }
        set { gtk_drop_down_set_selected(opaque, guint(max(newValue, 0))) }
    }

    /// Runs `handler` when the selection changes (also when set from code).
    public func onSelected(_ handler: @escaping @MainActor () -> Void) { onNotify("selected", handler) }
}
