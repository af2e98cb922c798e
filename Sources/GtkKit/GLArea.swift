import CGtk

/// GtkGLArea: a widget that renders with OpenGL in its own context.
///
/// Never reparent it: that unrealizes it and drops its GL context.
@MainActor
public final class GLArea: Widget {
    /// gtk_gl_area_new with a required core-profile version; no depth buffer, rendering on request.
    public init(requiredMajor: Int, minor: Int) {
        super.init(gtk_gl_area_new())
        gtk_gl_area_set_required_version(area, Int32(requiredMajor), Int32(minor))
        gtk_gl_area_set_has_depth_buffer(area, 0)
        gtk_gl_area_set_auto_render(area, 0)
    }

    private var area: UnsafeMutablePointer<GtkGLArea> { pointer() }

    /// gtk_gl_area_make_current.
    public func makeCurrent() { gtk_gl_area_make_current(area) }

    /// The context creation error, if GTK could not make a context (gtk_gl_area_get_error).
    public var errorMessage: String? {
        guard let error = gtk_gl_area_get_error(area) else { return nil }
        return String(cString: error.pointee.message)
    }

    /// Records an error that the area then shows instead of rendering (gtk_gl_area_set_error).
    public func setError(_ message: String) {
        let error = g_error_new_literal(gdk_gl_error_quark(), Int32(GDK_GL_ERROR_NOT_AVAILABLE.rawValue), message)
        gtk_gl_area_set_error(area, error)
        g_error_free(error)
    }

    /// The GL version of the realized context, or nil before realize.
    public var contextVersion: (major: Int, minor: Int)? {
        guard let context = gtk_gl_area_get_context(area) else { return nil }
        var major: Int32 = 0, minor: Int32 = 0
        gdk_gl_context_get_version(context, &major, &minor)
        return (Int(major), Int(minor))
    }

    /// Whether textures, buffers and programs made in `other`'s context can be used in this one's
    /// (gdk_gl_context_is_shared); false while either has no context.
    public func sharesObjects(with other: GLArea) -> Bool {
        guard let mine = gtk_gl_area_get_context(area), let theirs = gtk_gl_area_get_context(other.area) else {
            return false
        }
        return gdk_gl_context_is_shared(mine, theirs) != 0
    }

    /// gtk_gl_area_queue_render.
    public func queueRender() { gtk_gl_area_queue_render(area) }

    /// Rebinds the area's own framebuffer after a pass bound another one (gtk_gl_area_attach_buffers).
    public func attachBuffers() { gtk_gl_area_attach_buffers(area) }

    /// The scale from logical to device pixels (gtk_widget_get_scale_factor).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// "render": draw into the bound framebuffer. The handler returns nothing; the signal returns
    /// TRUE (handled) so GTK does not draw over the frame.
    public func onRender(_ handler: @escaping @MainActor () -> Void) {
        let trampoline: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, _, data in
            let fn = unboxed(data, as: (@MainActor () -> Void).self)
            MainActor.assumeIsolated { fn() }
            return 1
        }
        connectSignal(raw, "render", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }

    /// "resize": the framebuffer size in device pixels (fires on first layout and every resize).
    public func onResize(_ handler: @escaping @MainActor (_ width: Int, _ height: Int) -> Void) {
        let trampoline: @convention(c) (gpointer?, Int32, Int32, gpointer?) -> Void = { _, width, height, data in
            let fn = unboxed(data, as: (@MainActor (Int, Int) -> Void).self)
            MainActor.assumeIsolated { fn(Int(width), Int(height)) }
        }
        connectSignal(raw, "resize", handler, trampoline: unsafeBitCast(trampoline, to: GCallback.self))
    }
}
