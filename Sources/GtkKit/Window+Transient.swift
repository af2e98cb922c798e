import CGtk

extension Window {
    /// gtk_window_set_transient_for: this window stays above `parent` and opens over it. This
    /// window may outlive it: it forgets the parent when the parent is finalized (GTK 4.8 kept a
    /// dangling parent when a wrapper held this window past the parent, and unset it at the last
    /// unref on the freed parent, a GObject critical).
    public func transient(for parent: Window) {
        gtk_window_set_transient_for(pointer(GtkWindow.self), parent.pointer(GtkWindow.self))
        let child = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
        child.initialize(to: GWeakRef())
        g_weak_ref_init(child, raw)
        g_object_weak_ref(parent.pointer(GObject.self), forgetFinalizedParent, child)
        // A window manager gives the keys back to the parent when a dialog closes; without one
        // (Xvfb) they would go nowhere. Presenting the parent again is what the WM would do.
        let weakParent = WeakObject(parent.raw)
        onSignal("unmap") {
            guard let alive = weakParent.object else { return }
            let parentWindow = alive.assumingMemoryBound(to: GtkWindow.self)
            if gtk_widget_get_visible(alive.assumingMemoryBound(to: GtkWidget.self)) != 0 {
                giveKeysBack(to: parentWindow)
            }
            g_object_unref(alive)
        }
    }
}

/// Presents `window` and gives it the X focus at the server's current time. gtk_window_present
/// asks with the last input event's time (the Esc that closed a dialog), but the dialog's unmap,
/// sent just before, made the server take the focus at a later time, so X ignored that older
/// request and the keys went nowhere. Under a window manager this repeats what it does anyway.
func giveKeysBack(to window: UnsafeMutablePointer<GtkWindow>) {
    gtk_window_present(window)
    if let surface = gtk_native_get_surface(OpaquePointer(window)) {
        gdk_toplevel_focus(surface, guint32(GDK_CURRENT_TIME))
    }
}

/// GWeakNotify on a transient parent: the child (through its weak reference) forgets it.
private let forgetFinalizedParent: GWeakNotify = { data, _ in
    guard let data else { return }
    let child = data.assumingMemoryBound(to: GWeakRef.self)
    if let alive = g_weak_ref_get(child) {
        gtk_window_set_transient_for(alive.assumingMemoryBound(to: GtkWindow.self), nil)
        g_object_unref(alive)
    }
    g_weak_ref_clear(child)
    child.deallocate()
}

/// A GWeakRef to a GObject that a Swift closure can hold (the parent's wrapper may be a temporary).
@MainActor
private final class WeakObject {
    private let ref = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)

    init(_ object: UnsafeMutableRawPointer) {
        ref.initialize(to: GWeakRef())
        g_weak_ref_init(ref, object)
    }

    isolated deinit {
        g_weak_ref_clear(ref)
        ref.deallocate()
    }

    /// A new reference to the object (unref it), or nil once it is finalized.
    var object: UnsafeMutableRawPointer? { g_weak_ref_get(ref) }
}
