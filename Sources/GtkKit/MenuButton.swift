import CGtk

/// GtkMenuButton: a button that opens a popover.
@MainActor
public final class MenuButton: Widget {
    /// gtk_menu_button_new with an icon.
    public init(iconName: String) {
        super.init(gtk_menu_button_new())
        gtk_menu_button_set_icon_name(opaque, iconName)
    }

    /// gtk_menu_button_new with a child set later (`setChild`).
    public init() {
        super.init(gtk_menu_button_new())
    }

    /// gtk_menu_button_set_icon_name.
    public func setIconName(_ name: String) { gtk_menu_button_set_icon_name(opaque, name) }

    /// gtk_menu_button_set_child: any content instead of an icon.
    public func setChild(_ child: Widget?) { gtk_menu_button_set_child(opaque, child?.widget) }

    /// gtk_menu_button_set_popover.
    public func setPopover(_ popover: Popover) { gtk_menu_button_set_popover(opaque, popover.widget) }

    /// gtk_menu_button_set_has_frame.
    public var hasFrame: Bool {
        get { gtk_menu_button_get_has_frame(opaque) != 0 }
        set { gtk_menu_button_set_has_frame(opaque, newValue ? 1 : 0) }
    }

    /// Takes no keyboard focus: a GtkMenuButton's focus is its inner button's, which
    /// `isFocusable` on the menu button alone leaves a Tab stop.
    public func refusesFocus() {
        isFocusable = false
        if let inner = gtk_widget_get_first_child(widget) { gtk_widget_set_focusable(inner, 0) }
    }

    /// gtk_menu_button_popup.
    public func popup() { gtk_menu_button_popup(opaque) }

    /// gtk_menu_button_popdown.
    public func popdown() { gtk_menu_button_popdown(opaque) }
}

extension MenuButton {
    /// gtk_menu_button_set_menu_model: the button opens `menu` as a popover menu.
    public func setMenuModel(_ menu: Menu) {
        gtk_menu_button_set_menu_model(opaque, UnsafeMutablePointer<GMenuModel>(menu.opaque))
    }

    /// gtk_menu_button_set_primary: F10 opens it (the window's primary menu).
    public var isPrimary: Bool {
        get { gtk_menu_button_get_primary(opaque) != 0 }
        set { gtk_menu_button_set_primary(opaque, newValue ? 1 : 0) }
    }
}
