import CGtk

/// GtkWindow: the app's window (a GtkApplicationWindow) or one of its dialogs.
@MainActor
public final class Window: Widget {
    /// gtk_application_window_new.
    public init(application: Application) {
        super.init(gtk_application_window_new(application.pointer()))
    }

    /// Wraps a toplevel a constructor returned (libadwaita's windows and dialogs).
    init(toplevel widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(widget)
    }

    private var window: UnsafeMutablePointer<GtkWindow> { pointer() }

    /// gtk_window_set_modal: the parent takes no input while this window shows.
    public func setModal(_ modal: Bool) { gtk_window_set_modal(window, modal ? 1 : 0) }

    /// gtk_window_set_hide_on_close: closing hides the window (the owner presents it again).
    public func setHideOnClose(_ hide: Bool) { gtk_window_set_hide_on_close(window, hide ? 1 : 0) }

    /// gtk_window_is_active: whether the window has the keyboard focus of its display.
    public var isActive: Bool { gtk_window_is_active(window) != 0 }

    /// gtk_window_set_title.
    public var title: String {
        get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(window, newValue) }
    }

    /// gtk_window_get/set_default_size.
    public var defaultSize: (width: Int, height: Int) {
        get {
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(window, &width, &height)
            return (Int(width), Int(height))
        }
        set { gtk_window_set_default_size(window, Int32(newValue.width), Int32(newValue.height)) }
    }

    /// Hides the system title bar: an invisible widget takes its place, so the app's own header
    /// (inside a WindowHandle with WindowControls) is the only one.
    public func hideSystemTitleBar() {
        let placeholder = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)
        gtk_widget_set_visible(placeholder, 0)
        gtk_window_set_titlebar(window, placeholder)
    }

    /// gtk_window_set_child.
    public func setChild(_ child: Widget?) { gtk_window_set_child(window, child?.widget) }

    /// gtk_window_present.
    public func present() { gtk_window_present(window) }

    /// gtk_show_uri: opens `uri` with the desktop's default handler (the portal where there is one).
    public func showURI(_ uri: String) { gtk_show_uri(window, uri, guint32(GDK_CURRENT_TIME)) }

    /// gtk_window_close (emits "close-request").
    public func close() { gtk_window_close(window) }

    /// gtk_window_destroy. It forgets its parent first: a wrapper that outlives the parent would
    /// otherwise unset it at its last unref, on a finalized parent (a GObject critical).
    public func destroy() {
        gtk_window_set_transient_for(window, nil)
        gtk_window_destroy(window)
    }

    /// gtk_window_fullscreen / gtk_window_unfullscreen.
    public func setFullscreen(_ on: Bool) { on ? gtk_window_fullscreen(window) : gtk_window_unfullscreen(window) }

    /// gtk_window_is_fullscreen (follows the window manager's answer).
    public var isFullscreen: Bool { gtk_window_is_fullscreen(window) != 0 }

    /// gtk_window_is_maximized.
    public var isMaximized: Bool { gtk_window_is_maximized(window) != 0 }

    /// gtk_window_maximize.
    public func maximize() { gtk_window_maximize(window) }

    /// Whether the window manager says this window is the focused one (GdkToplevel state
    /// FOCUSED; on Wayland the xdg_toplevel "activated" state, which a compositor sends once it
    /// has mapped the surface, i.e. after its first frame). Unlike gtk_window_is_active it needs
    /// no keyboard.
    public var isFocusedToplevel: Bool {
        guard let surface = gtk_native_get_surface(opaque) else { return false }
        return gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_FOCUSED.rawValue != 0
    }

    /// Where the display's pointer is on this window's surface, as the last pointer event
    /// (entering or moving) said; nil while the pointer is on another surface or none.
    public var pointerPosition: (x: Double, y: Double)? {
        guard let surface = gtk_native_get_surface(opaque),
            let seat = gdk_display_get_default_seat(gtk_widget_get_display(widget)),
            let pointer = gdk_seat_get_pointer(seat)
        else { return nil }
        var x = 0.0, y = 0.0
        guard gdk_device_get_surface_at_position(pointer, &x, &y) == surface else { return nil }
        return (x, y)
    }

    /// How many frames the window's frame clock has begun (gdk_frame_clock_get_frame_counter);
    /// nil before it is realized.
    public var framesBegun: Int64? {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return nil }
        return Int64(gdk_frame_clock_get_frame_counter(clock))
    }

    /// Whether the toplevel surface is minimised (GdkToplevel state).
    public var isMinimized: Bool {
        guard let surface = gtk_native_get_surface(opaque) else { return false }
        return gdk_toplevel_get_state(surface).rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0
    }

    /// Runs `handler` whenever the toplevel surface's state changes (minimised, fullscreen, …).
    /// Call after the window is realized.
    public func onSurfaceStateChanged(_ handler: @escaping @MainActor () -> Void) {
        guard let surface = gtk_native_get_surface(opaque) else { return }
        let trampoline: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
        }
        connectSignal(
            UnsafeMutableRawPointer(surface), "notify::state", handler,
            trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// "close-request": return true to keep the window open.
    public func onCloseRequest(_ handler: @escaping @MainActor () -> Bool) {
        let trampoline: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in
            let fn = unboxed(data, as: (@MainActor () -> Bool).self)
            return MainActor.assumeIsolated { fn() } ? 1 : 0
        }
        connectSignal(raw, "close-request", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// Adds an action the window's widgets and accelerators reach as "win.<name>".
    public func addAction(_ action: SimpleAction) {
        g_action_map_add_action(OpaquePointer(raw), OpaquePointer(action.raw))
    }

    /// g_action_map_add_action for a radio group's action.
    public func addAction(_ action: ChoiceAction) {
        g_action_map_add_action(OpaquePointer(raw), OpaquePointer(action.raw))
    }

    /// Whether the focused widget edits text (implements GtkEditable: an entry's text, a spin
    /// button): keys like Ctrl+Z belong to it then.
    public var focusIsEditableText: Bool {
        guard let focus = gtk_root_get_focus(opaque) else { return false }
        let instance = UnsafeMutableRawPointer(focus).assumingMemoryBound(to: GTypeInstance.self)
        return g_type_check_instance_is_a(instance, gtk_editable_get_type()) != 0
    }

    /// Whether no widget has keyboard focus (keys go to the window's own controllers).
    public var focusIsNone: Bool {
        guard let focus = gtk_root_get_focus(opaque) else { return true }
        return UnsafeMutableRawPointer(focus) == raw
    }

    /// The widget with keyboard focus, if any (a new reference to it).
    public var focusedWidget: Widget? {
        guard let focus = gtk_root_get_focus(opaque), UnsafeMutableRawPointer(focus) != raw else { return nil }
        return Widget(focus)
    }

    /// Whether keyboard focus is on `widget`.
    public func focusIs(_ widget: Widget) -> Bool { gtk_root_get_focus(opaque) == widget.widget }

    /// Whether keyboard focus is on `widget` or inside it.
    public func focusIsWithin(_ widget: Widget) -> Bool {
        guard let focus = gtk_root_get_focus(opaque) else { return false }
        return focus == widget.widget || gtk_widget_is_ancestor(focus, widget.widget) != 0
    }

    /// Whether gtk_window_get_transient_for is `parent`.
    public func isTransient(for parent: Window) -> Bool { gtk_window_get_transient_for(window) == parent.window }
}
