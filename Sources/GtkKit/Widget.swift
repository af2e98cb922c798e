import CGtk

/// How a widget fills the space its parent gives it (GtkAlign).
public enum Align: Sendable {
    case fill, start, end, center

    var gtk: GtkAlign {
        switch self {
        case .fill: GTK_ALIGN_FILL
        case .start: GTK_ALIGN_START
        case .end: GTK_ALIGN_END
        case .center: GTK_ALIGN_CENTER
        }
    }
}

/// GtkWidget: the base of every widget wrapper.
@MainActor
open class Widget: Object {
    /// The instance as `GtkWidget*`.
    public var widget: UnsafeMutablePointer<GtkWidget> { pointer(GtkWidget.self) }

    /// Wraps a `GtkWidget*` returned by a GTK constructor.
    public init(_ widget: UnsafeMutablePointer<GtkWidget>) {
        super.init(wrapping: UnsafeMutableRawPointer(widget))
    }

    // MARK: - Visibility and state

    /// gtk_widget_get/set_visible.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget and all its ancestors are visible and it is mapped (gtk_widget_get_mapped).
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// Whether the widget is drawn on screen: visible up to its toplevel (gtk_widget_is_drawable).
    public var isDrawable: Bool { gtk_widget_is_drawable(widget) != 0 }

    /// gtk_widget_get/set_sensitive.
    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widget) != 0 }
        set { gtk_widget_set_sensitive(widget, newValue ? 1 : 0) }
    }

    /// gtk_widget_set_can_target: whether pointer events reach it.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// gtk_widget_set_focusable.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// gtk_widget_set_focus_on_click.
    public var focusOnClick: Bool {
        get { gtk_widget_get_focus_on_click(widget) != 0 }
        set { gtk_widget_set_focus_on_click(widget, newValue ? 1 : 0) }
    }

    /// gtk_widget_grab_focus.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// gtk_widget_has_focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether a drag GTK would drop here hovers the widget (GTK_STATE_FLAG_DROP_ACTIVE, the
    /// `:drop(active)` state the drop highlight styles).
    public var isDropActive: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_DROP_ACTIVE.rawValue != 0
    }

    /// Whether the widget is its window's focus widget, whether or not the window is active
    /// (`hasFocus` is false in a window that has not got the keyboard yet).
    public var isFocusWidget: Bool {
        guard let root = gtk_widget_get_root(widget) else { return false }
        return gtk_root_get_focus(root) == widget
    }

    // MARK: - Layout

    /// gtk_widget_set_hexpand.
    public var expandHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// gtk_widget_set_vexpand.
    public var expandVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// gtk_widget_set_halign.
    public func setHorizontalAlign(_ align: Align) { gtk_widget_set_halign(widget, align.gtk) }

    /// gtk_widget_set_valign.
    public func setVerticalAlign(_ align: Align) { gtk_widget_set_valign(widget, align.gtk) }

    /// gtk_widget_set_margin_*; nil leaves a side unchanged.
    public func setMargins(top: Int? = nil, bottom: Int? = nil, start: Int? = nil, end: Int? = nil) {
        if let top { gtk_widget_set_margin_top(widget, Int32(top)) }
        if let bottom { gtk_widget_set_margin_bottom(widget, Int32(bottom)) }
        if let start { gtk_widget_set_margin_start(widget, Int32(start)) }
        if let end { gtk_widget_set_margin_end(widget, Int32(end)) }
    }

    /// gtk_widget_set_size_request (-1 = natural).
    public func setSizeRequest(width: Int = -1, height: Int = -1) {
        gtk_widget_set_size_request(widget, Int32(width), Int32(height))
    }

    /// The allocated width in logical pixels (gtk_widget_get_width).
    public var width: Int { Int(gtk_widget_get_width(widget)) }

    /// The allocated height in logical pixels (gtk_widget_get_height).
    public var height: Int { Int(gtk_widget_get_height(widget)) }

    /// Minimum and natural size along one axis (gtk_widget_measure).
    public func measure(horizontal: Bool, forSize: Int = -1) -> (minimum: Int, natural: Int) {
        var minimum: Int32 = 0, natural: Int32 = 0
        gtk_widget_measure(
            widget, horizontal ? GTK_ORIENTATION_HORIZONTAL : GTK_ORIENTATION_VERTICAL,
            Int32(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// The widget's bounds in `other`'s coordinates (gtk_widget_compute_bounds), nil if unrelated.
    public func bounds(in other: Widget) -> (x: Double, y: Double, width: Double, height: Double)? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
        return (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
    }

    /// The widget's bounds in its toplevel surface's coordinates, also inside a popover (a
    /// surface of its own, placed relative to its parent's): where a pointer event must land.
    public var surfaceBounds: (x: Double, y: Double, width: Double, height: Double)? {
        guard let native = gtk_widget_get_native(widget) else { return nil }
        let nativeWidget = UnsafeMutableRawPointer(native).assumingMemoryBound(to: GtkWidget.self)
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, nativeWidget, &rect) != 0 else { return nil }
        var x = Double(rect.origin.x), y = Double(rect.origin.y)
        var transformX = 0.0, transformY = 0.0
        gtk_native_get_surface_transform(native, &transformX, &transformY)
        x += transformX
        y += transformY
        if let surface = gtk_native_get_surface(native),
            g_type_check_instance_is_a(
                UnsafeMutableRawPointer(surface).assumingMemoryBound(to: GTypeInstance.self),
                gdk_popup_get_type()) != 0
        {
            x += Double(gdk_popup_get_position_x(surface))
            y += Double(gdk_popup_get_position_y(surface))
        }
        return (x, y, Double(rect.size.width), Double(rect.size.height))
    }

    /// Moves keyboard focus to this widget's first (or last) focusable descendant, as Tab would
    /// (gtk_widget_child_focus); false when there is none.
    @discardableResult
    public func moveFocusInside(forward: Bool) -> Bool {
        gtk_widget_child_focus(widget, forward ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD) != 0
    }

    /// gtk_widget_queue_resize.
    public func queueResize() { gtk_widget_queue_resize(widget) }

    /// gtk_widget_queue_allocate.
    public func queueAllocate() { gtk_widget_queue_allocate(widget) }

    /// gtk_widget_queue_draw.
    public func queueDraw() { gtk_widget_queue_draw(widget) }

    /// gtk_widget_set_opacity.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    // MARK: - Tree

    /// Whether this widget currently has a parent.
    public var hasParent: Bool { gtk_widget_get_parent(widget) != nil }

    /// Whether `parent` is this widget's direct parent.
    public func isChild(of parent: Widget) -> Bool { gtk_widget_get_parent(widget) == parent.widget }

    /// Whether `ancestor` contains this widget (gtk_widget_is_ancestor).
    public func isDescendant(of ancestor: Widget) -> Bool { gtk_widget_is_ancestor(widget, ancestor.widget) != 0 }

    // MARK: - Style

    /// gtk_widget_add_css_class.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// gtk_widget_remove_css_class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// Adds or removes a CSS class.
    public func setCSSClass(_ name: String, _ on: Bool) { on ? addCSSClass(name) : removeCSSClass(name) }

    /// gtk_widget_has_css_class.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// gtk_widget_set_tooltip_text.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set { gtk_widget_set_tooltip_text(widget, newValue) }
    }

    /// gtk_widget_set_name: the CSS node name for `#name` selectors.
    public func setName(_ name: String) { gtk_widget_set_name(widget, name) }

    /// Hides the pointer while it is over the widget (the "none" cursor): a picture for an
    /// audience shows no arrow.
    public func hidesPointer() { gtk_widget_set_cursor_from_name(widget, "none") }

    // MARK: - Events

    /// Adds an event controller; the widget takes ownership (gtk_widget_add_controller).
    public func addController(_ controller: EventController) {
        gtk_widget_add_controller(widget, OpaquePointer(g_object_ref(controller.raw)))
    }

    /// Runs `handler` each frame of the widget's frame clock while it is mapped, until it returns
    /// false; `handler` gets the frame time in microseconds (gtk_widget_add_tick_callback).
    @discardableResult
    public func addTickCallback(_ handler: @escaping @MainActor (_ frameTimeMicroseconds: Int64) -> Bool) -> UInt32 {
        let trampoline: GtkTickCallback = { _, clock, data in
            let fn = unboxed(data, as: (@MainActor (Int64) -> Bool).self)
            let time = Int64(gdk_frame_clock_get_frame_time(clock))
            return MainActor.assumeIsolated { fn(time) } ? 1 : 0
        }
        return UInt32(gtk_widget_add_tick_callback(widget, trampoline, retainedBox(handler), releaseBoxDestroyNotify))
    }

    /// gtk_widget_remove_tick_callback.
    public func removeTickCallback(_ id: UInt32) { gtk_widget_remove_tick_callback(widget, guint(id)) }

    /// Activates an action by its detailed name ("win.fullscreen") from this widget.
    @discardableResult
    public func activateAction(_ name: String) -> Bool {
        gtk_widget_activate_action_variant(widget, name, nil) != 0
    }

    /// Activates the action `name` with a string parameter, as a menu item with that target does.
    @discardableResult
    public func activateAction(_ name: String, string parameter: String) -> Bool {
        gtk_widget_activate_action_variant(widget, name, g_variant_new_string(parameter)) != 0
    }
}
