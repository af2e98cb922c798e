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

    /// gtk_menu_button_get_icon_name: nil while it shows a child instead.
    public var iconName: String? { gtk_menu_button_get_icon_name(opaque).map { String(cString: $0) } }

    /// gtk_menu_button_set_child: any content instead of an icon.
    public func setChild(_ child: Widget?) { gtk_menu_button_set_child(opaque, child?.widget) }

    /// gtk_menu_button_set_popover.
    public func setPopover(_ popover: Popover) { gtk_menu_button_set_popover(opaque, popover.widget) }

    /// gtk_menu_button_set_has_frame.
    public var hasFrame: Bool {
        get { gtk_menu_button_get_has_frame(opaque) != 0 }
        set { gtk_menu_button_set_has_frame(opaque, newValue ? 1 : 0) }
    }

    /// Whether its inner button takes the focus (Tab stops on it). GtkMenuButton's focus is that
    /// first child's, which the menu button's own `isFocusable` does not reach; its popover, a
    /// later child, keeps taking the focus either way.
    public var isButtonFocusable: Bool {
        get { gtk_widget_get_first_child(widget).map { gtk_widget_get_focusable($0) != 0 } ?? false }
        set {
            if let button = gtk_widget_get_first_child(widget) { gtk_widget_set_focusable(button, newValue ? 1 : 0) }
        }
    }

    /// gtk_menu_button_set_create_popup_func: `handler` runs when the button is about to open and
    /// has no popover yet, to make it then (`setPopover`): a popover built only when first used.
    public func onCreatePopup(_ handler: @escaping @MainActor () -> Void) {
        let trampoline: GtkMenuButtonCreatePopupFunc = { _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        gtk_menu_button_set_create_popup_func(opaque, trampoline, retainedBox(handler), releaseBoxDestroyNotify)
    }

    /// gtk_menu_button_popup.
    public func popup() { gtk_menu_button_popup(opaque) }

    /// gtk_menu_button_popdown.
    public func popdown() { gtk_menu_button_popdown(opaque) }

    /// Whether its popover shows (GTK 4.8 has no gtk_menu_button_get_active).
    public var isOpen: Bool {
        gtk_menu_button_get_popover(opaque).map {
            gtk_widget_get_visible(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self)) != 0
        } ?? false
    }
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
