import CGtk
import CGtkShim

/// GtkButton.
@MainActor
public class Button: Widget {
    /// gtk_button_new_with_label (or an empty button when `label` is nil).
    public init(label: String? = nil) {
        super.init(label.map { gtk_button_new_with_label($0) } ?? gtk_button_new())
    }

    /// gtk_button_new_from_icon_name.
    public init(iconName: String) {
        super.init(gtk_button_new_from_icon_name(iconName))
    }

    /// Wraps a button subclass constructor's result.
    override init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget)
    }

    private var button: UnsafeMutablePointer<GtkButton> { pointer() }

    /// gtk_button_set_label.
    public func setLabel(_ text: String) { gtk_button_set_label(button, text) }

    /// gtk_button_get_label.
    public var label: String? { gtk_button_get_label(button).map { String(cString: $0) } }

    /// gtk_button_set_icon_name.
    public func setIconName(_ name: String) { gtk_button_set_icon_name(button, name) }

    /// gtk_button_get_icon_name.
    public var iconName: String? { gtk_button_get_icon_name(button).map { String(cString: $0) } }

    /// gtk_button_set_child.
    public func setChild(_ child: Widget?) { gtk_button_set_child(button, child?.widget) }

    /// gtk_button_set_has_frame(false) gives a flat button.
    public var hasFrame: Bool {
        get { gtk_button_get_has_frame(button) != 0 }
        set { gtk_button_set_has_frame(button, newValue ? 1 : 0) }
    }

    /// Sets the detailed action ("win.fullscreen") the button activates.
    public func setActionName(_ name: String?) { gtk_actionable_set_action_name(opaque, name) }

    /// "clicked".
    public func onClicked(_ handler: @escaping @MainActor () -> Void) { onSignal("clicked", handler) }

    /// Emits "clicked" as a user click would (tests).
    public func click() { physarum_signal_emit_void(raw, "clicked") }
}
