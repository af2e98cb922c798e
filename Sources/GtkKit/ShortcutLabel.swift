import CGtk

/// GtkShortcutLabel: keys drawn as keycaps, as the shortcuts window draws them ("Left" as ←,
/// "<Control>l" as Ctrl + L; several accelerators separated by spaces are alternatives).
@MainActor
public final class ShortcutLabel: Widget {
    /// gtk_shortcut_label_new with an accelerator in gtk_accelerator_parse syntax.
    public init(accelerator: String) {
        super.init(gtk_shortcut_label_new(accelerator))
    }

    /// gtk_shortcut_label_get_accelerator.
    public var accelerator: String {
        gtk_shortcut_label_get_accelerator(opaque).map { String(cString: $0) } ?? ""
    }
}
