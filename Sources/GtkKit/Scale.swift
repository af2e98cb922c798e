import CGtk

/// GtkScale: a horizontal slider over a range.
@MainActor
public final class Scale: Widget {
    /// gtk_scale_new_with_range.
    public init(range: ClosedRange<Double>, step: Double) {
        super.init(gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step))
        gtk_scale_set_draw_value(pointer(GtkScale.self), 0)
    }

    private var range: UnsafeMutablePointer<GtkRange> { pointer() }

    /// gtk_range_get/set_value (set clamps to the range and emits "value-changed" if it changed).
    public var value: Double {
        get { gtk_range_get_value(range) }
        set { gtk_range_set_value(range, newValue) }
    }

    /// gtk_range_set_increments: arrow-key step and page step.
    public func setIncrements(step: Double, page: Double) { gtk_range_set_increments(range, step, page) }

    /// gtk_range_set_round_digits: how many decimals a drag rounds to (−1 = none).
    public func setRoundDigits(_ digits: Int) { gtk_range_set_round_digits(range, Int32(digits)) }

    /// Whether the wheel moves the slider: turns GtkRange's own scroll controller on or off (off,
    /// the scroll goes on to the ancestors, e.g. the scrolled list around the slider).
    public func setWheelEnabled(_ enabled: Bool) {
        guard let controllers = gtk_widget_observe_controllers(widget) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(controllers)) }
        for index in 0..<g_list_model_get_n_items(controllers) {
            guard let item = g_list_model_get_item(controllers, index) else { continue }
            defer { g_object_unref(item) }
            let instance = item.assumingMemoryBound(to: GTypeInstance.self)
            guard g_type_check_instance_is_a(instance, gtk_event_controller_scroll_get_type()) != 0,
                !ownControllers.contains(item)
            else { continue }
            gtk_event_controller_set_propagation_phase(OpaquePointer(item), enabled ? GTK_PHASE_BUBBLE : GTK_PHASE_NONE)
        }
    }

    /// Scroll controllers the app added (left alone by `setWheelEnabled`).
    private var ownControllers: [UnsafeMutableRawPointer] = []

    /// Adds a scroll controller of the app's own (it keeps working whatever `setWheelEnabled` says).
    public func addScrollController(_ controller: EventControllerScroll) {
        ownControllers.append(controller.raw)
        addController(controller)
    }

    /// "value-changed".
    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) { onSignal("value-changed", handler) }
}
