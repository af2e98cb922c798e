import CGtk

/// GtkWindowControls: the minimise/maximise/close buttons the desktop asks for.
@MainActor
public final class WindowControls: Widget {
    /// gtk_window_controls_new for the end (right) side.
    public init() {
        super.init(gtk_window_controls_new(GTK_PACK_END))
    }

    /// gtk_window_controls_get_empty: true when the desktop wants no buttons on this side.
    public var isEmpty: Bool { gtk_window_controls_get_empty(opaque) != 0 }
}
