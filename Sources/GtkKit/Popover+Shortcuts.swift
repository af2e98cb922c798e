import CGtk

extension Popover {
    /// Lets the window's accelerators work while this popover has the keyboard: GTK 4.8 runs a
    /// window's application accelerators only for keys sent to the window's own surface, and an
    /// open popover has a surface of its own (Ctrl+L in an open help popover did nothing). Each
    /// `trigger` (gtk_shortcut_trigger_parse_string syntax) closes the popover first (so that
    /// nothing is left anchored to a widget the action moves away), then activates the detailed
    /// action `actionName` from the popover's anchor.
    public func forwardShortcuts(_ shortcuts: [(trigger: String, actionName: String)]) {
        let controller = gtk_shortcut_controller_new()
        gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
        for (trigger, actionName) in shortcuts {
            guard let parsed = gtk_shortcut_trigger_parse_string(trigger) else { continue }
            let run: @MainActor (UnsafeMutablePointer<GtkWidget>?) -> Bool = { popover in
                guard let popover, let anchor = gtk_widget_get_parent(popover) else { return false }
                gtk_popover_popdown(UnsafeMutableRawPointer(popover).assumingMemoryBound(to: GtkPopover.self))
                return gtk_widget_activate_action_variant(anchor, actionName, nil) != 0
            }
            typealias Run = @MainActor (UnsafeMutablePointer<GtkWidget>?) -> Bool
            let trampoline: @convention(c) (UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, gpointer?) -> gboolean = {
                widget, _, data in
                let fn = unboxed(data, as: Run.self)
                return MainActor.assumeIsolated { fn(widget) } ? 1 : 0
            }
            let action = gtk_callback_action_new(trampoline, retainedBox(run), releaseBoxDestroyNotify)
            gtk_shortcut_controller_add_shortcut(controller, gtk_shortcut_new(parsed, action))
        }
        gtk_widget_add_controller(widget, controller)
    }
}
