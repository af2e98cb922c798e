import CGtk

/// GtkSpinner: an activity indicator.
@MainActor
public final class Spinner: Widget {
    /// gtk_spinner_new.
    public init() {
        super.init(gtk_spinner_new())
    }

    /// gtk_spinner_set_spinning.
    public var isSpinning: Bool {
        get { gtk_spinner_get_spinning(opaque) != 0 }
        set { gtk_spinner_set_spinning(opaque, newValue ? 1 : 0) }
    }
}
