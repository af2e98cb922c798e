import CGtk

extension Scale {
    /// Keeps touch away from GtkRange's own gestures while `condition` holds. GtkRange takes a
    /// finger at the press (the knob jumps to it and its drag claims the touch), before anyone
    /// can tell a sideways drag from a scroll; an ancestor that decides that (a bottom sheet
    /// over a scrolled list) holds the touch and drives the slider itself. Pointer events always
    /// pass: a mouse drags the slider as GTK does.
    public func ignoresTouch(while condition: @escaping @MainActor () -> Bool) {
        let gate = EventControllerLegacy()
        gate.setPhase(.capture)
        gate.interceptInput { event in
            switch event.kind {
            case .touchBegin, .touchUpdate, .touchEnd, .touchCancel: condition()
            case .buttonPress, .buttonRelease, .motion: false
            }
        }
        addController(gate)
    }

    /// The trough's span along the slider and the knob's length, in `reference`'s coordinates
    /// (what GtkRange maps a pointer through), and whether the range runs right to left; nil
    /// before it is laid out.
    public func troughGeometry(in reference: Widget) -> (start: Double, length: Double, knob: Double, inverted: Bool)? {
        guard let trough = Self.child(of: widget, cssName: "trough"),
            let knob = Self.child(of: trough, cssName: "slider")
        else { return nil }
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(trough, reference.widget, &bounds) != 0 else { return nil }
        let range = UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GtkRange.self)
        let inverted = (gtk_range_get_inverted(range) != 0) != (gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL)
        return (
            Double(bounds.origin.x), Double(bounds.size.width), Double(gtk_widget_get_width(knob)), inverted
        )
    }

    private static func child(
        of parent: UnsafeMutablePointer<GtkWidget>, cssName: String
    ) -> UnsafeMutablePointer<GtkWidget>? {
        var child = gtk_widget_get_first_child(parent)
        while let current = child {
            if let name = gtk_widget_get_css_name(current), String(cString: name) == cssName { return current }
            child = gtk_widget_get_next_sibling(current)
        }
        return nil
    }
}
