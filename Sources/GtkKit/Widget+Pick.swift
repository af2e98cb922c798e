import CGtk

extension Widget {
    /// Whether the point (`x`, `y`) in this widget's coordinates is on a control that drags by
    /// itself: a slider (GtkRange, also inside a scrollbar) or editable text (GtkText, selection).
    /// A container that moves on drags (a bottom sheet) leaves such drags to the control.
    public func isDragControl(atX x: Double, y: Double) -> Bool {
        var current = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
        let types = [gtk_range_get_type(), gtk_text_get_type()]
        while let candidate = current, candidate != widget {
            let instance = UnsafeMutableRawPointer(candidate).assumingMemoryBound(to: GTypeInstance.self)
            if types.contains(where: { g_type_check_instance_is_a(instance, $0) != 0 }) { return true }
            current = gtk_widget_get_parent(candidate)
        }
        return false
    }

    /// The first of `candidates` that the point (`x`, `y`) in this widget's coordinates is on
    /// (the widget picked there, or one of its ancestors below this widget); nil for none.
    public func pickedAncestor<Candidate: Widget>(
        atX x: Double, y: Double, among candidates: [Candidate]
    ) -> Candidate? {
        var current = gtk_widget_pick(widget, x, y, GTK_PICK_DEFAULT)
        while let candidate = current, candidate != widget {
            if let match = candidates.first(where: { $0.widget == candidate }) { return match }
            current = gtk_widget_get_parent(candidate)
        }
        return nil
    }
}
