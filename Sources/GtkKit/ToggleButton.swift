import CGtk

/// GtkToggleButton; several in one group behave like radio buttons.
@MainActor
public final class ToggleButton: Button {
    /// gtk_toggle_button_new_with_label.
    public init(toggleLabel: String) {
        super.init(gtk_toggle_button_new_with_label(toggleLabel))
    }

    /// gtk_toggle_button_new with an icon.
    public init(toggleIcon: String) {
        super.init(gtk_toggle_button_new())
        setIconName(toggleIcon)
    }

    private var toggle: UnsafeMutablePointer<GtkToggleButton> { pointer() }

    /// gtk_toggle_button_get/set_active.
    public var isActive: Bool {
        get { gtk_toggle_button_get_active(toggle) != 0 }
        set { gtk_toggle_button_set_active(toggle, newValue ? 1 : 0) }
    }

    /// gtk_toggle_button_set_group: joins `other`'s exclusive group.
    public func join(group other: ToggleButton) { gtk_toggle_button_set_group(toggle, other.toggle) }

    /// "toggled".
    public func onToggled(_ handler: @escaping @MainActor () -> Void) { onSignal("toggled", handler) }
}
