import CGtk

/// A rectangle in a parent's logical pixels.
public struct Rect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// GtkOverlay: one main child with overlay children stacked above it.
@MainActor
public final class Overlay: Widget {
    /// A GtkOverlay whose accessible role is GENERIC, as GtkBox's is: with GTK 4.8's default a
    /// screen reader reads it as a "filler" named "GtkOverlay" (the role is construct-only).
    public init() {
        var role = GValue()
        g_value_init(&role, gtk_accessible_role_get_type())
        defer { g_value_unset(&role) }
        g_value_set_enum(&role, gint(GTK_ACCESSIBLE_ROLE_GENERIC.rawValue))
        let overlay = "accessible-role".withCString { name in
            var names: [UnsafePointer<CChar>?] = [name]
            return g_object_new_with_properties(gtk_overlay_get_type(), 1, &names, &role)
        }
        super.init(UnsafeMutableRawPointer(overlay!).assumingMemoryBound(to: GtkWidget.self))
    }

    /// gtk_overlay_set_child.
    public func setChild(_ child: Widget?) { gtk_overlay_set_child(opaque, child?.widget) }

    /// gtk_overlay_add_overlay.
    public func addOverlay(_ child: Widget) { gtk_overlay_add_overlay(opaque, child.widget) }

    /// Adds an overlay child drawn under `sibling`, an overlay child already added (overlays are
    /// drawn in child order; gtk_widget_insert_before moves it there).
    public func addOverlay(_ child: Widget, below sibling: Widget) {
        gtk_overlay_add_overlay(opaque, child.widget)
        gtk_widget_insert_before(child.widget, widget, sibling.widget)
    }

    /// gtk_overlay_set_measure_overlay: whether an overlay child counts for the overlay's size.
    public func setMeasured(_ child: Widget, _ measured: Bool) {
        gtk_overlay_set_measure_overlay(opaque, child.widget, measured ? 1 : 0)
    }

    /// "get-child-position" for one overlay child: `position` gets the overlay's size and returns
    /// the child's rectangle, or nil to let GTK place it by its alignment.
    public func positionChild(_ child: Widget, _ position: @escaping @MainActor (_ width: Int, _ height: Int) -> Rect?)
    {
        let target = child.widget
        let handler: @MainActor (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?) -> Bool = {
            [weak self] widget, rect in
            guard let self, widget == target, let rect, let frame = position(self.width, self.height) else {
                return false
            }
            // GTK expects the child to have been measured before it is allocated.
            var minimum: Int32 = 0, natural: Int32 = 0
            gtk_widget_measure(target, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_measure(target, GTK_ORIENTATION_VERTICAL, Int32(frame.width), &minimum, &natural, nil, nil)
            rect.pointee = GdkRectangle(
                x: Int32(frame.x), y: Int32(frame.y),
                width: Int32(frame.width), height: Int32(frame.height))
            return true
        }
        typealias Handler = @MainActor (UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?) -> Bool
        let trampoline:
            @convention(c) (
                gpointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?,
                gpointer?
            ) -> gboolean = { _, widget, rect, data in
                let fn = unboxed(data, as: Handler.self)
                return MainActor.assumeIsolated { fn(widget, rect) } ? 1 : 0
            }
        connectSignal(raw, "get-child-position", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
