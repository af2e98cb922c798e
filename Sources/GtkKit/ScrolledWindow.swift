import CGtk

/// GtkScrolledWindow: a scrollable viewport around one child.
@MainActor
public final class ScrolledWindow: Widget {
    /// gtk_scrolled_window_new, scrolling vertically only.
    public init() {
        super.init(gtk_scrolled_window_new())
        gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
    }

    /// gtk_scrolled_window_set_child.
    public func setChild(_ child: Widget?) { gtk_scrolled_window_set_child(opaque, child?.widget) }

    /// gtk_scrolled_window_set_propagate_natural_height.
    public var propagatesNaturalHeight: Bool {
        get { gtk_scrolled_window_get_propagate_natural_height(opaque) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_height(opaque, newValue ? 1 : 0) }
    }

    /// gtk_scrolled_window_set_propagate_natural_width.
    public var propagatesNaturalWidth: Bool {
        get { gtk_scrolled_window_get_propagate_natural_width(opaque) != 0 }
        set { gtk_scrolled_window_set_propagate_natural_width(opaque, newValue ? 1 : 0) }
    }

    /// gtk_scrolled_window_set_max_content_height, in logical pixels.
    public func setMaxContentHeight(_ height: Int) { gtk_scrolled_window_set_max_content_height(opaque, Int32(height)) }

    /// The vertical scroll offset in pixels (the vertical adjustment's value).
    public var verticalOffset: Double {
        get { gtk_adjustment_get_value(gtk_scrolled_window_get_vadjustment(opaque)) }
        set { gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(opaque), newValue) }
    }

    /// The largest vertical offset the content allows (upper − page size).
    public var maximumVerticalOffset: Double {
        let adjustment = gtk_scrolled_window_get_vadjustment(opaque)
        return gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment)
    }
}
